/**
 * The frame every e-mail shares (the studio's name above, its address below) and the one function that
 * turns a template's body into the message: HTML from React's static renderer, plain text from the same
 * blocks (walk.ts), so both always say the same thing and every value in the HTML is escaped by React.
 */
import { Fragment, type CSSProperties, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { site } from '../../../config/site';
import { subjectLine, type Locale, type RenderedEmail } from '../templates/layout';
import { blocksOf, bodyText } from './walk';

const bodyStyle: CSSProperties = {
  margin: '0',
  background: '#f1f5f9',
  fontFamily: "Arial,'Noto Sans Thai',sans-serif",
  color: '#0f172a',
};
const cardStyle: CSSProperties = { maxWidth: '600px', background: '#ffffff', borderRadius: '12px' };
const bannerStyle: CSSProperties = {
  background: '#3730a3',
  color: '#ffffff',
  padding: '20px 28px',
  fontSize: '20px',
  fontWeight: 'bold',
  borderRadius: '12px 12px 0 0',
};
const contentStyle: CSSProperties = { padding: '28px', fontSize: '16px', lineHeight: '1.6' };
const footerStyle: CSSProperties = { padding: '16px 28px', color: '#475569', fontSize: '13px' };

interface EmailProps {
  locale: Locale;
  /** The subject, as one line. */
  title: string;
  /** The blocks of the body. */
  children: ReactNode;
}

/** The whole document: one centred 600-pixel card, its blocks one per line. */
export function Email({ locale, title, children }: EmailProps) {
  const blocks = blocksOf(children).map((block, i) => (
    <Fragment key={i}>
      {i === 0 ? null : '\n'}
      {block.element}
    </Fragment>
  ));
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <title>{title}</title>
      </head>
      <body style={bodyStyle}>
        {'\n'}
        <table role="presentation" width="100%" cellPadding="0" cellSpacing="0">
          <tr>
            <td align="center" style={{ padding: '24px' }}>
              {'\n'}
              <table role="presentation" width="600" cellPadding="0" cellSpacing="0" style={cardStyle}>
                {'\n'}
                <tr>
                  <td style={bannerStyle}>{site.name}</td>
                </tr>
                {'\n'}
                <tr>
                  <td style={contentStyle}>{blocks}</td>
                </tr>
                {'\n'}
                <tr>
                  <td style={footerStyle}>
                    {site.name} · {site.email} · {site.phone}
                  </td>
                </tr>
                {'\n'}
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html>
  );
}
Email.text = ({ children }: EmailProps) => bodyText(children);

/** The message: the subject as one header line, the HTML document and its plain-text body. */
export function renderEmail(locale: Locale, subject: string, body: ReactNode): RenderedEmail {
  const title = subjectLine(subject);
  const email = (
    <Email locale={locale} title={title}>
      {body}
    </Email>
  );
  return { subject: title, html: `<!doctype html>${renderToStaticMarkup(email)}`, text: Email.text(email.props) };
}
