import type { Page } from '@playwright/test';

/**
 * What makes a page scroll sideways on this screen: the document wider than the window, and every
 * element that reaches past the window's edges or is wider than it, unless a frame of its own
 * (an ancestor that clips or scrolls: a table in its scrolling frame, a decorative glow in its
 * hero) holds it. Each as one line: the element and the start of its text. Empty when none.
 * Boxes of a pixel or less are visually hidden text (Tailwind's sr-only), never seen.
 */
export async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > width) found.push(`the page is ${pageWidth} px wide on a ${width} px screen`);
    const framed = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (parent === document.body) return false;
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const past: Element[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const outside = box.right > width + 0.5 || box.left < -0.5 || box.width > width;
      if (outside && !framed(element)) past.push(element);
    }
    // The innermost of them: an element past the edge makes its ancestors so too.
    for (const element of past) {
      if (past.some((other) => other !== element && element.contains(other))) continue;
      const box = element.getBoundingClientRect();
      const text = (element.textContent ?? '').trim().slice(0, 40);
      found.push(
        `<${element.tagName.toLowerCase()} class="${String(element.getAttribute('class') ?? '').slice(0, 60)}"> "${text}" from ${Math.round(box.left)} to ${Math.round(box.right)} px`,
      );
    }
    return found;
  });
}

/**
 * The booking references on the page ("MT-000123") that the browser broke over two lines or
 * more: each a text range whose boxes do not all sit on one line. Empty when none.
 */
export async function brokenReferences(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent) continue;
      for (const match of (node.textContent ?? '').matchAll(/MT-\d{6,}/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set(
          Array.from(range.getClientRects())
            .filter((box) => box.width > 0)
            .map((box) => box.top),
        );
        if (tops.size > 1)
          found.push(`${match[0]} in "${parent.textContent?.trim().slice(0, 60)}"`);
      }
    }
    return found;
  });
}

/**
 * What the floating chat button covers: every text, image or control of the page whose box meets
 * the button's. Empty when it covers nothing, or is not shown.
 */
export async function coveredByChatButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector('[data-chat-button]');
    if (!button || getComputedStyle(button).visibility === 'hidden') return [];
    const area = button.getBoundingClientRect();
    if (area.width === 0) return [];
    const meets = (box: DOMRect) =>
      box.width > 1 &&
      box.height > 1 &&
      box.left < area.right &&
      box.right > area.left &&
      box.top < area.bottom &&
      box.bottom > area.top;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || button.contains(node)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if (Array.from(range.getClientRects()).some(meets))
        found.push(`"${node.textContent.trim()}"`);
    }
    for (const element of Array.from(
      document.body.querySelectorAll('img, input, select, textarea, button'),
    )) {
      if (button.contains(element)) continue;
      if (meets(element.getBoundingClientRect())) found.push(`<${element.tagName.toLowerCase()}>`);
    }
    return found;
  });
}
