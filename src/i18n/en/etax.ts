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
} as const;
