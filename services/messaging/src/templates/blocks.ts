import type { Block } from './email-content';
import { escapeHtml, escapeMultiline, toSafeHttpUrl } from './escape';
import type { EmailTranslate } from './i18n';

export const BRAND_COLOR = '#b45309';
const TEXT_COLOR = '#1f2937';
const MUTED_COLOR = '#6b7280';
const FONT = "font-family:Arial,'Helvetica Neue',Helvetica,sans-serif;";

function blockToHtml(block: Block, t: EmailTranslate): string {
  switch (block.kind) {
    case 'heading':
      return `<h1 style="margin:0 0 16px;${FONT}font-size:22px;line-height:28px;color:${TEXT_COLOR};">${escapeHtml(block.text)}</h1>`;
    case 'paragraph':
      return `<p style="margin:0 0 16px;${FONT}font-size:16px;line-height:24px;color:${TEXT_COLOR};">${escapeMultiline(block.text)}</p>`;
    case 'details': {
      const rows = block.rows
        .map(
          ([label, value]) =>
            `<tr><td valign="top" style="padding:8px 12px 8px 0;border-bottom:1px solid #e5e7eb;${FONT}font-size:14px;line-height:20px;color:${MUTED_COLOR};width:40%;">${escapeHtml(label)}</td>` +
            `<td valign="top" style="padding:8px 0;border-bottom:1px solid #e5e7eb;${FONT}font-size:14px;line-height:20px;color:${TEXT_COLOR};font-weight:bold;">${escapeMultiline(value)}</td></tr>`,
        )
        .join('');
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;margin:0 0 24px;">${rows}</table>`;
    }
    case 'quote':
      return (
        `<p style="margin:0 0 8px;${FONT}font-size:14px;line-height:20px;color:${MUTED_COLOR};font-weight:bold;">${escapeHtml(block.label)}</p>` +
        `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;margin:0 0 24px;"><tr>` +
        `<td style="padding:12px 16px;background-color:#fdf6ec;border-left:4px solid ${BRAND_COLOR};${FONT}font-size:15px;line-height:22px;color:${TEXT_COLOR};">${escapeMultiline(block.text)}</td>` +
        `</tr></table>`
      );
    case 'button': {
      const url = toSafeHttpUrl(block.url);
      if (!url) return '';
      const href = escapeHtml(url);
      const button =
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr>` +
        `<td bgcolor="${BRAND_COLOR}" style="border-radius:6px;background-color:${BRAND_COLOR};">` +
        `<a href="${href}" target="_blank" style="display:inline-block;padding:12px 28px;${FONT}font-size:16px;line-height:20px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(block.label)}</a>` +
        `</td></tr></table>`;
      if (!block.showUrl) return button;
      return (
        button +
        `<p style="margin:0 0 16px;${FONT}font-size:13px;line-height:19px;color:${MUTED_COLOR};">${escapeHtml(t('common.buttonFallback'))}<br>` +
        `<a href="${href}" target="_blank" style="color:${BRAND_COLOR};word-break:break-all;">${escapeHtml(url)}</a></p>`
      );
    }
  }
}

function blockToText(block: Block, t: EmailTranslate): string {
  switch (block.kind) {
    case 'heading':
      return `${block.text}\n${'='.repeat(Math.min(Array.from(block.text).length, 70))}`;
    case 'paragraph':
      return block.text;
    case 'details':
      return block.rows.map(([label, value]) => t('common.labelled', { label, value })).join('\n');
    case 'quote':
      return `${t('common.label', { label: block.label })}\n----\n${block.text.replace(/\r\n?/g, '\n')}\n----`;
    case 'button': {
      const url = toSafeHttpUrl(block.url);
      return url ? t('common.labelled', { label: block.label, value: url }) : '';
    }
  }
}

export function renderBlocksHtml(blocks: readonly Block[], t: EmailTranslate): string {
  return blocks.map((block) => blockToHtml(block, t)).join('\n');
}

export function renderBlocksText(blocks: readonly Block[], t: EmailTranslate): string {
  return blocks
    .map((block) => blockToText(block, t))
    .filter((text) => text !== '')
    .join('\n\n');
}
