// e-Tax Invoice by Time Stamp (issue 37, decision 0069): the e-mail that carries an electronic tax
// document to its buyer, and the document's e-mail status where the buyer sees it.
export default {
  'mail.etax.body':
    'Attached is your electronic {document} {number} from {seller}: a PDF/A-3 file with its data in the Revenue Department’s XML format, for your accounts.',
  'mail.etax.timestamp':
    'A copy of this e-mail went to the Revenue Department’s time-stamp service, which time-stamps the file and sends the stamped copy to you and to us. Keep the stamped copy with your records.',
  'mail.etax.number': 'Document number',
  'mail.etax.total': 'Total, VAT included',
  'payments.etax.pending': 'Electronic tax document: being sent',
  'payments.etax.sent': 'Electronic tax document: sent {date}',
  'payments.etax.retrying': 'Electronic tax document: sending failed, retrying',
  'payments.etax.failed': 'Electronic tax document: could not be sent; please contact us for a copy',
  'payments.etax.timestamped': 'Electronic tax document: time-stamped copy received {date}',
  'etax.timestamp.label': 'Time-stamped copy received on',
  'etax.timestamp.record': 'Record',
  'etax.timestamp.recordFor': 'Record the time-stamped copy of {number}',
  'etax.timestamp.saved': 'Recorded: the time-stamped copy arrived.',
  'etax.timestamp.error.date': 'Enter the day the time-stamped copy arrived.',
  'etax.timestamp.error.before_issue': 'That day is before the document was issued.',
  'etax.timestamp.error.future': 'That day is in the future.',
  'etax.timestamp.error.not_found': 'This document was not sent as an electronic tax document.',
  'etax.timestamp.error.failed': 'The record could not be saved. Please try again.',
  'etax.timestamp.error.file_type': 'The file is not a PDF. Upload the time-stamped PDF as it came back.',
  'etax.timestamp.error.file_size': 'The file is larger than 5 MB.',
  'etax.timestamp.file': 'Time-stamped PDF (optional)',
  'etax.timestamp.download': 'Time-stamped copy (PDF)',
} as const;
