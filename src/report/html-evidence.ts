import { labelOf } from '../config/device-facts.js';
import type { Attachment, Execution } from '../config/outcome.js';
import { testKey } from '../config/outcome.js';
import type { Report } from '../config/report.js';
import { attachmentHref, attachmentName, executionsWithEvidence } from './attachments.js';
import { escapeHtml as h } from './html-escape.js';

const bytesText = (n: number) =>
  n < 1024 ? `${n} B` : n < 1048576 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1048576).toFixed(1)} MB`;

/**
 * The evidence of every failed device run: screenshot thumbnails (inlined when small, so the file
 * shows them on its own; a click opens the picture large), the recording, the files the test
 * wrote and its log, linked relative to the report's folder — and why a failure has none.
 */
export function evidenceSection(report: Report, inline: ReadonlyMap<string, string>): string {
  const runs = executionsWithEvidence(report.executions);
  if (runs.length === 0) return '';
  const items = runs.map(({ e, i }) => evidenceArticle(report, e, i, inline));
  return (
    `<section id="evidence"><h2>Evidence of failed runs (${runs.length})</h2>` +
    '<p class="muted">Screenshots, recordings, the files each test wrote and its log, kept beside this report in ' +
    `<code>attachments/</code>; click a picture to see it large.</p>${items.join('')}</section>`
  );
}

function evidenceArticle(report: Report, e: Execution, i: number, inline: ReadonlyMap<string, string>): string {
  const atts = e.attachments ?? [];
  const device = labelOf(report.devices, e.device);
  const thumbs = atts.filter((a) => a.kind === 'screenshot').map((a) => thumb(a, e, device, inline));
  const videos = atts
    .filter((a) => a.kind === 'screenrecord')
    .map(
      (a) =>
        `<video class="recording" controls preload="none" src="${h(attachmentHref(a.path))}" ` +
        `title="${h(attachmentName(a))}"></video>`,
    );
  const files = atts.filter((a) => a.kind !== 'screenshot').map(fileItem);
  const notes = (e.evidenceNotes ?? []).map((n) => `<li class="evidence-note">${h(n)}</li>`);
  const what =
    `on ${h(device || '—')} · group ${h(e.group)} · attempt ${e.attempt} · ${h(e.outcome)}` +
    (e.reason ? ` (${h(e.reason)})` : '');
  return (
    `<article class="evidence" id="evidence-${i}" data-exec="${i}" data-test="${h(testKey(e.test))}" ` +
    `data-device="${h(e.device)}"><h3>${h(testKey(e.test))} <span class="muted">${what}</span></h3>` +
    (thumbs.length ? `<div class="thumbs">${thumbs.join('')}</div>` : '') +
    videos.join('') +
    (files.length ? `<ul class="attachments">${files.join('')}</ul>` : '') +
    (notes.length ? `<ul class="evidence-notes">${notes.join('')}</ul>` : '') +
    '</article>'
  );
}

function thumb(a: Attachment, e: Execution, device: string, inline: ReadonlyMap<string, string>): string {
  const src = inline.get(a.path) ?? attachmentHref(a.path);
  const title = `${attachmentName(a)} · ${bytesText(a.bytes)} · sha256 ${a.sha256}`;
  const alt = `screenshot of ${testKey(e.test)} on ${device}`;
  return (
    `<a class="thumb" href="${h(attachmentHref(a.path))}" data-full="${h(src)}" title="${h(title)}">` +
    `<img src="${h(src)}" alt="${h(alt)}" loading="lazy"></a>`
  );
}

function fileItem(a: Attachment): string {
  return (
    `<li data-kind="${a.kind}"><a href="${h(attachmentHref(a.path))}">${h(attachmentName(a))}</a> ` +
    `<span class="muted">${h(a.kind)} · ${bytesText(a.bytes)}${a.source ? ` · from ${h(a.source)}` : ''}</span></li>`
  );
}
