import type { Page } from '@playwright/test';

/**
 * Every box on the page whose text does not fit it: text cut off by its box (overflow hidden or
 * clipped, without the ellipsis that says so on purpose), text running out of a box whose size is
 * fixed, text that runs past the edge of a box further up that clips it (a card), a word broken
 * across two lines anywhere but at a soft hyphen (a German compound in a narrow heading), and a
 * page wider than the window. Scroll areas (a wide table's container) are meant to scroll and are
 * left alone; what is inside them is still checked. Returns one line per problem.
 */
export function textThatDoesNotFit(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      problems.push(`the page is ${root.scrollWidth}px wide in a ${root.clientWidth}px window`);
    }
    const hasOwnText = (element: Element) =>
      [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && /\p{L}/u.test(node.textContent ?? ''),
      );
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()} class="${String(element.className).slice(0, 60)}"> "${(element.textContent ?? '').trim().slice(0, 60)}"`;

    // Where the element's own text is drawn, measured on its text rather than its box, whose padding
    // may overflow harmlessly.
    const textBox = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect();
    };
    // The nearest box further up that cuts off what runs past it; none when a scroll area comes
    // first, since its content is meant to be scrolled to.
    const clipperOf = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        const overflow = getComputedStyle(box).overflowX;
        if (/auto|scroll/.test(overflow)) return null;
        if (/hidden|clip/.test(overflow)) return box;
      }
      return null;
    };

    // Words of the element's own text drawn on more than one line, except where a soft hyphen
    // (U+00AD) in the message allows the break.
    const brokenWords = (element: Element) => {
      const broken: string[] = [];
      for (const node of element.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE) continue;
        const text = node.textContent ?? '';
        for (const word of text.matchAll(/[\p{L}\p{N}\u00AD]+/gu)) {
          const whole = document.createRange();
          whole.setStart(node, word.index);
          whole.setEnd(node, word.index + word[0].length);
          if (whole.getClientRects().length < 2) continue;
          let line: number | undefined;
          for (let at = word.index; at < word.index + word[0].length; at++) {
            if (text[at] === '\u00AD') continue;
            const letter = document.createRange();
            letter.setStart(node, at);
            letter.setEnd(node, at + 1);
            // A letter that starts a line also reports an empty box at the end of the line before.
            const top = Math.round([...letter.getClientRects()].at(-1)?.top ?? 0);
            if (line !== undefined && top !== line && text[at - 1] !== '\u00AD') {
              broken.push(word[0].replaceAll('\u00AD', ''));
              break;
            }
            line = top;
          }
        }
      }
      return broken;
    };

    for (const element of document.body.querySelectorAll('*')) {
      if (!(element instanceof HTMLElement) || !hasOwnText(element)) continue;
      const style = getComputedStyle(element);
      if (style.display === 'inline' || style.display === 'contents') continue;
      const box = element.getBoundingClientRect();
      // Visually hidden text (for screen readers) is a 1 px box by design; hidden text is not seen.
      if (box.width <= 1 || box.height <= 1 || style.visibility !== 'visible') continue;
      if (element.closest('[aria-hidden="true"]')) continue;
      const scrolls = /auto|scroll/.test(style.overflowX);
      const ellipsis = style.textOverflow === 'ellipsis';
      if (!scrolls && !ellipsis && element.scrollWidth > element.clientWidth + 1) {
        problems.push(
          `${describe(element)} needs ${element.scrollWidth}px, its box is ${element.clientWidth}px`,
        );
      }
      const clipper = ellipsis ? null : clipperOf(element);
      if (clipper) {
        const text = textBox(element);
        const edge = clipper.getBoundingClientRect();
        if (text.right > edge.right + 1 || text.left < edge.left - 1) {
          problems.push(
            `${describe(element)} runs ${Math.round(Math.max(text.right - edge.right, edge.left - text.left))}px past the edge of ${describe(clipper)}`,
          );
        }
      }
      for (const word of brokenWords(element)) {
        problems.push(`${describe(element)} breaks the word "${word}" across two lines`);
      }
      const clipsY = /hidden|clip/.test(style.overflowY);
      if (clipsY && element.scrollHeight > element.clientHeight + 1 && !ellipsis) {
        problems.push(
          `${describe(element)} needs ${element.scrollHeight}px of height, its box is ${element.clientHeight}px`,
        );
      }
    }
    return problems;
  });
}
