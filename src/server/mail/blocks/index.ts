/** The e-mail blocks and the renderer, for the templates (see walk.ts for how the plain text is made). */
export { Button, Heading, LinkAction, Paragraph, Quote, Rows, TextLink, type Row } from './blocks';
export { Email, renderEmail } from './Email';
export { blocksOf, bodyText, type Block } from './walk';
