import common from './th/common';
import home from './th/home';
import about from './th/about';
import portfolio from './th/portfolio';
import partners from './th/partners';
import services from './th/services';
import contact from './th/contact';
import auth from './th/auth';
import portal from './th/portal';
import wizard from './th/wizard';
import leadErrors from './th/leadErrors';
import modal from './th/modal';
import contactForm from './th/contactForm';
import orders from './th/orders';
import admin from './th/admin';
import pipeline from './th/pipeline';
import blog from './th/blog';
import blogAdmin from './th/blogAdmin';
import xPosting from './th/xPosting';
import validation from './th/validation';
import mail from './th/mail';
import errors from './th/errors';
import quotes from './th/quotes';
import reports from './th/reports';
import billing from './th/billing';
import withholding from './th/withholding';
import social from './th/social';
import payments from './th/payments';
import adminSchedule from './th/adminSchedule';
import moneyActions from './th/moneyActions';
import reminders from './th/reminders';
import line from './th/line';
import etax from './th/etax';
import privacy from './th/privacy';
import unsubscribe from './th/unsubscribe';

/** Thai: each namespace file is checked against its English counterpart at compile time. */
const th = {
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
export default th;
