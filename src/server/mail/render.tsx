import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { render, toPlainText } from '@react-email/render';
import sharp from 'sharp';
import { REPO_ROOT } from '../paths';
import { EmailLayout, type EmailContent } from './templates/layout';

/**
 * An email's HTML and plain text from its content (decision 043). The logo travels inside the message
 * (cid:), a PNG made once from the brand's SVG: mail clients show neither SVG nor, by default, remote images.
 */
export const LOGO_CID = 'logo@colabora';
const LOGO_SVG = path.join(REPO_ROOT, 'src', 'web', 'public', 'brand', 'logo-white.svg');

let logo: Promise<Buffer> | null = null;
export function logoPng(): Promise<Buffer> {
  logo ??= readFile(LOGO_SVG).then((svg) => sharp(svg, { density: 288 }).resize({ width: 306 }).png().toBuffer());
  return logo;
}

export interface RenderedEmail {
  html: string;
  text: string;
}

export async function renderEmail(content: EmailContent, links: { preferenciasUrl: string; bajaUrl?: string }): Promise<RenderedEmail> {
  const html = await render(
    <EmailLayout {...content} preferenciasUrl={links.preferenciasUrl} {...(links.bajaUrl ? { bajaUrl: links.bajaUrl } : {})} logoSrc={`cid:${LOGO_CID}`} />,
  );
  return { html, text: toPlainText(html) };
}
