import type { Language } from '@mt/contracts/common';
import { BRAND_COLOR } from './blocks';
import { escapeHtml, toSafeHttpUrl } from './escape';

export interface LayoutInput {
  language: Language;
  siteName: string;
  publicUrl: string;
  subject: string;
  preheader: string;
  /** The operator's contact facts, each a labelled line ("Phone: +212 …"); none until set. */
  contactLines: readonly string[];
}

const FONT = "font-family:Arial,'Helvetica Neue',Helvetica,sans-serif;";

/**
 * The one branded frame of every e-mail. Tables and inline styles only, because many mail clients
 * drop <style>, scripts and remote images; the MSO ghost table holds Outlook at 600px, where
 * max-width is ignored.
 */
export function renderHtmlLayout(input: LayoutInput, bodyHtml: string): string {
  const siteName = escapeHtml(input.siteName);
  const contact = input.contactLines.map((line) => `${escapeHtml(line)}<br>`).join('');
  const siteUrl = toSafeHttpUrl(input.publicUrl);
  const siteLink = siteUrl
    ? `<a href="${escapeHtml(siteUrl)}" target="_blank" style="color:${BRAND_COLOR};text-decoration:underline;">${escapeHtml(input.publicUrl)}</a>`
    : escapeHtml(input.publicUrl);

  return `<!DOCTYPE html>
<html lang="${input.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<title>${escapeHtml(input.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f5efe6;">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;font-size:1px;line-height:1px;color:#f5efe6;">${escapeHtml(input.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f5efe6;">
<tr><td align="center" style="padding:24px 12px;">
<!--[if mso]><table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:#ffffff;border-radius:8px;border-collapse:separate;">
<tr><td bgcolor="${BRAND_COLOR}" style="background-color:${BRAND_COLOR};padding:20px 24px;border-radius:8px 8px 0 0;${FONT}font-size:22px;line-height:28px;font-weight:bold;color:#ffffff;">${siteName}</td></tr>
<tr><td style="padding:32px 24px 16px;">
${bodyHtml}
</td></tr>
<tr><td style="padding:16px 24px 24px;border-top:1px solid #e5e7eb;${FONT}font-size:12px;line-height:18px;color:#6b7280;text-align:center;">${siteName}<br>${contact}${siteLink}</td></tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr>
</table>
</body>
</html>
`;
}

/** The plain-text part: readable on its own, every link written out. */
export function renderTextLayout(input: LayoutInput, bodyText: string): string {
  const contact = input.contactLines.map((line) => `${line}\n`).join('');
  return `${input.siteName}\n\n${bodyText}\n\n-- \n${input.siteName}\n${contact}${input.publicUrl}\n`;
}
