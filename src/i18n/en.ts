import common from './en/common';
import home from './en/home';
import about from './en/about';
import portfolio from './en/portfolio';
import partners from './en/partners';
import services from './en/services';
import contact from './en/contact';

/** English is the source dictionary: its keys are the typed key set every locale must fill. */
const en = { ...common, ...home, ...about, ...portfolio, ...partners, ...services, ...contact };
export default en;
