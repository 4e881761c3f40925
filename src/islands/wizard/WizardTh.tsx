import Wizard, { type WizardIslandProps } from './Wizard';
import messages from './messages/th';

/** The wizard island with its Thai words in its own code rather than in the page's HTML (issue 9). */
export default function WizardTh(props: WizardIslandProps) {
  return <Wizard {...props} locale="th" messages={messages} />;
}
