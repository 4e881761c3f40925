import { generatePlan } from '../../domain/plan';
import type { Words } from './messages/en';
import type { Locale } from '../../i18n/locales';
import { ErrorBox } from '../shared/ErrorBox';
import { FormField, Honeypot } from '../shared/FormField';
import { makeT } from '../../client/i18n';
import { noticeText } from '../../client/actionErrors';
import { ConfirmationSummary } from './ConfirmationSummary';
import { useWizardEnv, wizardEnv, WizardContext, type WizardEnv } from './context';
import { EnhancementFieldset, EnhancementOption } from './EnhancementOption';
import { PlanOverview } from './PlanOverview';
import { StepHeading } from './StepHeading';
import { StepIndicator } from './StepIndicator';
import type { WizardPosted } from './posted';
import { WordWrap } from '../shared/WordWrap';

interface Props {
  messages: Words;
  locale: Locale;
  posted: Extract<WizardPosted, { kind: 'plan' | 'sent' }>;
  /** Where the plan's form posts (the on-demand page that sends the lead). */
  postTo: string;
  /** The wizard, empty, on the home page. */
  startOverHref: string;
  signedIn: boolean;
}

const CONTACT_FIELDS = [
  { field: 'name', type: 'text', autoComplete: 'name', required: true },
  { field: 'email', type: 'email', autoComplete: 'email', required: true },
  { field: 'phone', type: 'tel', autoComplete: 'tel', required: false },
  { field: 'company', type: 'text', autoComplete: 'organization', required: false },
] as const;

/**
 * The wizard's plan and confirmation as plain HTML, for the pages a form posts to without
 * JavaScript (rendered on the server, never hydrated): the plan with its enhancements as checkboxes
 * and the contact fields in one form that sends the lead, then the thank-you. The live total of the
 * island needs JavaScript; here the server prices the choice when it is sent.
 */
export default function PostedPlan({ messages, locale, posted, postTo, startOverHref, signedIn }: Props) {
  const t = makeT(messages);
  const env: WizardEnv = wizardEnv(t, locale);
  const formatPrice = env.formatPrice;

  if (posted.kind === 'sent') {
    return (
      <WizardContext value={env}>
        <div data-wizard data-wizard-step={3} data-wizard-posted>
          <StepIndicator step={3} />
          <div className="mt-8 border-t border-slate-200 pt-8 text-center" data-wizard-done={posted.account}>
            <ConfirmationSummary result={posted} startNew={{ href: startOverHref }} />
          </div>
        </div>
      </WizardContext>
    );
  }

  const plan = generatePlan(posted.description, { selectedFeatureIds: posted.featureIds });
  return (
    <WizardContext value={env}>
      <div data-wizard data-wizard-step={1} data-wizard-posted>
        <StepIndicator step={1} />
        <form className="relative mt-8 border-t border-slate-200 pt-8" method="post" action={postTo} noValidate>
          <StepHeading step={1}>
            <WordWrap text={t('wizard.plan.heading')} />
          </StepHeading>
          <div className="mt-6">
            <PlanOverview plan={plan} />
          </div>
          <input type="hidden" name="description" value={posted.description} />
          <EnhancementFieldset hintKey="wizard.posted.enhancementsHint">
            {plan.optionalFeatures.map((feature) => (
              <EnhancementOption
                key={feature.id}
                feature={feature}
                className="flex h-full cursor-pointer gap-3 rounded-xl border border-slate-200 bg-white p-4"
                checkbox={{ name: `feature-${feature.id}`, value: 'on', defaultChecked: feature.selected }}
              />
            ))}
          </EnhancementFieldset>
          <dl className="mt-6 rounded-2xl bg-slate-900 p-5 text-white">
            <div className="flex items-baseline justify-between gap-4">
              <dt className="font-semibold">
                <WordWrap text={t('wizard.plan.finalPrice')} />
              </dt>
              <dd className="text-2xl font-bold tabular-nums" data-plan-final-price>
                {formatPrice(plan.finalPrice)}
              </dd>
            </div>
          </dl>
          <p className="mt-3 text-sm text-slate-600">
            <WordWrap text={t('wizard.plan.note')} />
          </p>

          <PostedContactFields posted={posted} signedIn={signedIn} />
          <Honeypot label={t('wizard.field.website')} value="" onChange={() => {}} />
          {posted.notice && <PostedNotice notice={posted.notice} />}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <a className="btn-secondary" href={startOverHref}>
              <WordWrap text={t('wizard.startOver')} />
            </a>
            <button type="submit" className="btn-primary">
              <WordWrap text={t('wizard.submit')} />
            </button>
          </div>
        </form>
      </div>
    </WizardContext>
  );
}

type PlanPosted = Extract<WizardPosted, { kind: 'plan' }>;

/** The contact fields as sent, with their errors, and the optional password when signed out. */
function PostedContactFields({ posted, signedIn }: { posted: PlanPosted; signedIn: boolean }) {
  const { t } = useWizardEnv();
  const error = (field: string) => (posted.fields[field] ? t.data(posted.fields[field]) : undefined);
  return (
    <>
      <h4 className="mt-10 text-xl font-bold text-slate-900">
        <WordWrap text={t('wizard.contact.heading')} />
      </h4>
      <p className="mt-2 text-slate-700">
        <WordWrap text={t('wizard.contact.intro')} />
      </p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        {CONTACT_FIELDS.map(({ field, type, autoComplete, required }) => (
          <FormField
            key={field}
            label={required ? t(`wizard.field.${field}`) : `${t(`wizard.field.${field}`)} ${t('wizard.field.optional')}`}
            type={type}
            name={field}
            autoComplete={autoComplete}
            required={required}
            defaultValue={posted.contact[field]}
            error={error(field)}
          />
        ))}
      </div>
      {!signedIn && (
        <div className="mt-6">
          <FormField
            label={`${t('wizard.field.password')} ${t('wizard.field.optional')}`}
            type="password"
            name="password"
            autoComplete="new-password"
            hint={t('wizard.field.passwordHint')}
            error={error('password')}
          />
        </div>
      )}
    </>
  );
}

/** Why the lead was not sent, with a way to sign in when the e-mail already has an account. */
function PostedNotice({ notice }: { notice: NonNullable<PlanPosted['notice']> }) {
  const { t, hrefs } = useWizardEnv();
  return (
    <div className="mt-6">
      <ErrorBox>
        <strong className="block">
          <WordWrap text={t('wizard.error.title')} />
        </strong>
        {noticeText(t, notice)}
        {notice.key === 'wizard.error.userExists' && (
          <a className="mt-1 block font-semibold text-red-900 underline" href={hrefs.signIn}>
            <WordWrap text={t('wizard.error.signIn')} />
          </a>
        )}
      </ErrorBox>
    </div>
  );
}
