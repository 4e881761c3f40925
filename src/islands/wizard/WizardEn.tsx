import Wizard, { type WizardIslandProps } from './Wizard';
import messages from './messages/en';

/** The wizard island with its English words in its own code rather than in the page's HTML (issue 9). */
export default function WizardEn(props: WizardIslandProps) {
  return <Wizard {...props} locale="en" messages={messages} />;
}
