/**
 * Content bodies (announcements, help, FAQ, pages) are plain text with a
 * tiny markup: blank lines separate blocks, `## ` starts a heading, `- ` a
 * bullet and `1. ` a numbered step. The web app renders them and the console
 * previews them with this one parser. Parsing to data (never HTML) means
 * content can hold no markup or script at all: React escapes every string.
 */
export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'steps'; items: string[] };

const HEADING = /^#{1,6}\s+(.*)$/;
const BULLET = /^[-*•]\s+(.*)$/;
const STEP = /^\d{1,3}[.)]\s+(.*)$/;

type LineKind = { kind: 'heading' | 'bullet' | 'step' | 'text'; text: string };

function classify(line: string): LineKind {
  const heading = HEADING.exec(line);
  if (heading) return { kind: 'heading', text: heading[1] ?? '' };
  const bullet = BULLET.exec(line);
  if (bullet) return { kind: 'bullet', text: bullet[1] ?? '' };
  const step = STEP.exec(line);
  if (step) return { kind: 'step', text: step[1] ?? '' };
  return { kind: 'text', text: line };
}

/** Appends a line to the block being built, or starts a new block when the kind changes. */
function append(blocks: Block[], line: LineKind, continuing: boolean): void {
  const last = blocks[blocks.length - 1];
  if (line.kind === 'heading') {
    blocks.push({ kind: 'heading', text: line.text });
  } else if (line.kind === 'bullet') {
    if (continuing && last?.kind === 'bullets') last.items.push(line.text);
    else blocks.push({ kind: 'bullets', items: [line.text] });
  } else if (line.kind === 'step') {
    if (continuing && last?.kind === 'steps') last.items.push(line.text);
    else blocks.push({ kind: 'steps', items: [line.text] });
  } else if (continuing && last?.kind === 'paragraph') {
    last.lines.push(line.text);
  } else {
    blocks.push({ kind: 'paragraph', lines: [line.text] });
  }
}

export function parseRichText(text: string): Block[] {
  const blocks: Block[] = [];
  let continuing = false;
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (line === '') {
      continuing = false;
      continue;
    }
    const kind = classify(line);
    append(blocks, kind, continuing);
    continuing = kind.kind !== 'heading';
  }
  return blocks;
}
