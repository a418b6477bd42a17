import { escapeHtml } from '../lib/html.ts';

/**
 * The seed's editorial texts are written in a tiny plain format, easier to read and translate than
 * HTML: blank lines separate blocks; "## " starts a heading, lines starting "- " make a list, any
 * other block is a paragraph. **bold** is kept. The HTML still goes through the sanitizer on write.
 */
export function proseToHtml(source: string): string {
  const inline = (s: string) => escapeHtml(s.trim()).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');
  return source
    .trim()
    .split(/\n\s*\n/)
    .map((block) => {
      const lines = block.trim().split('\n');
      if (lines[0].startsWith('## ')) return `<h2>${inline(lines[0].slice(3))}</h2>`;
      if (lines.every((l) => l.trim().startsWith('- ')))
        return `<ul>${lines.map((l) => `<li>${inline(l.trim().slice(2))}</li>`).join('')}</ul>`;
      return `<p>${inline(lines.join(' '))}</p>`;
    })
    .join('\n');
}
