import common from './en/common';
import home from './en/home';
import about from './en/about';
import portfolio from './en/portfolio';
import partners from './en/partners';
import services from './en/services';
import contact from './en/contact';
import auth from './en/auth';
import portal from './en/portal';
import wizard from './en/wizard';
import leadErrors from './en/leadErrors';
import modal from './en/modal';
import contactForm from './en/contactForm';
import orders from './en/orders';
import admin from './en/admin';
import pipeline from './en/pipeline';
import blog from './en/blog';
import blogAdmin from './en/blogAdmin';
import xPosting from './en/xPosting';
import validation from './en/validation';
import mail from './en/mail';
import errors from './en/errors';
import quotes from './en/quotes';
import reports from './en/reports';
import billing from './en/billing';
import withholding from './en/withholding';
import social from './en/social';
import payments from './en/payments';
import adminSchedule from './en/adminSchedule';
import moneyActions from './en/moneyActions';
import reminders from './en/reminders';
import line from './en/line';
import etax from './en/etax';
import privacy from './en/privacy';
import unsubscribe from './en/unsubscribe';

/** English is the source dictionary: its keys are the typed key set every locale must fill. */
const en = {
  ...common,
  ...home,
  ...about,
  ...portfolio,
  ...partners,
  ...services,
  ...contact,
  ...auth,
  ...portal,
  ...wizard,
  ...leadErrors,
  ...modal,
  ...contactForm,
  ...orders,
  ...admin,
  ...pipeline,
  ...blog,
  ...blogAdmin,
  ...xPosting,
  ...validation,
  ...mail,
  ...errors,
  ...quotes,
  ...reports,
  ...billing,
  ...withholding,
  ...social,
  ...payments,
  ...adminSchedule,
  ...moneyActions,
  ...reminders,
  ...line,
  ...etax,
  ...privacy,
  ...unsubscribe,
};
export default en;
