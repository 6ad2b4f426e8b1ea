export type CheckName =
  | 'horizontal overflow'
  | 'overlapping targets'
  | 'touch target under 44×44'
  | 'raw English value'
  | 'all caps'
  | 'word broken mid-word'
  | 'text clipped'
  | 'accessibility'
  | 'focus trap'
  | 'focus not visible'
  | 'focus off screen'
  | 'spec item';

export interface Finding {
  check: CheckName;
  element: string;
  measured: string;
}

export interface CheckOptions {
  allowedCaps: readonly string[];
  abbreviations: readonly string[];
  rawCodes: readonly string[];
  rawWords: readonly string[];
}

/** Runs inside the page (passed to page.evaluate), so it must be self-contained. */
export function checkScreen(options: CheckOptions): Finding[] {
  const findings: Finding[] = [];
  const MIN_TARGET = 44;
  const SLACK = 1;
  const viewportWidth = document.documentElement.clientWidth;
  const viewportHeight = window.innerHeight;
  const interactiveSelector = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    '[contenteditable="true"]',
    ...[
      'button',
      'link',
      'tab',
      'checkbox',
      'radio',
      'switch',
      'menuitem',
      'option',
      'combobox',
      'slider',
    ].map((role) => `[role="${role}"]`),
  ].join(',');
  const styleOf = (el: Element) => getComputedStyle(el);
  const px = (n: number) => String(Math.round(n));

  const describe = (el: Element): string => {
    const tag = el.tagName.toLowerCase();
    const role = el.getAttribute('role');
    const classes = Array.from(el.classList)
      .filter((name) => !/^(css-|Mui\w+-(focusVisible|colorPrimary|sizeMedium))/.test(name))
      .slice(0, 2)
      .join('.');
    const text = (
      el.getAttribute('aria-label') ??
      (el as HTMLElement).innerText ??
      el.textContent ??
      ''
    )
      .replace(/\s+/g, ' ')
      .trim();
    const name =
      text ||
      el.getAttribute('placeholder') ||
      el.getAttribute('title') ||
      el.getAttribute('alt') ||
      '';
    const holder = el.parentElement?.closest(
      'article[aria-label], section[aria-label], [role="region"][aria-label], nav[aria-label], [role="dialog"], [role="row"], form[aria-label], header, footer',
    );
    const holderName = holder
      ? (holder.getAttribute('aria-label') ?? holder.tagName.toLowerCase())
          .replace(/\s+/g, ' ')
          .slice(0, 40)
      : '';
    return (
      `${tag}${role ? `[role=${role}]` : ''}${classes ? `.${classes}` : ''}` +
      (name ? ` «${name.length > 40 ? `${name.slice(0, 39)}…` : name}»` : '') +
      (holderName ? ` in [${holderName}]` : '')
    );
  };

  const clippedOut = (el: Element, rect: DOMRect): boolean => {
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const style = styleOf(a);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const box = a.getBoundingClientRect();
      if (
        rect.right <= box.left + SLACK ||
        rect.left >= box.right - SLACK ||
        rect.bottom <= box.top + SLACK ||
        rect.top >= box.bottom - SLACK
      )
        return true;
    }
    return false;
  };

  const isVisible = (el: Element, ignoreOpacity = false): boolean => {
    const rect = el.getBoundingClientRect();
    if (rect.width <= SLACK || rect.height <= SLACK) return false;
    if (
      !el.checkVisibility({
        opacityProperty: !ignoreOpacity,
        visibilityProperty: true,
        contentVisibilityAuto: true,
      })
    )
      return false;
    if (el.closest('[aria-hidden="true"], [inert]')) return false;
    return !clippedOut(el, rect);
  };

  const inHorizontalScroller = (el: Element): boolean => {
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const { overflowX } = styleOf(a);
      if ((overflowX === 'auto' || overflowX === 'scroll') && a.scrollWidth > a.clientWidth + 1)
        return true;
    }
    return false;
  };

  const pageOverflow = document.documentElement.scrollWidth - viewportWidth;
  if (pageOverflow > SLACK)
    findings.push({
      check: 'horizontal overflow',
      element: 'the page',
      measured: `scrolls sideways by ${px(pageOverflow)} px`,
    });

  const all = Array.from(document.body.querySelectorAll('*')).filter(
    (el) => !(el instanceof SVGElement && el.tagName.toLowerCase() !== 'svg'),
  );
  const visible = new Set(all.filter((el) => isVisible(el)));
  for (const el of visible) {
    if (inHorizontalScroller(el)) continue;
    const rect = el.getBoundingClientRect();
    const style = styleOf(el);
    if (style.position === 'fixed' || style.position === 'absolute') {
      const out = Math.max(-rect.left, rect.right - viewportWidth);
      if (out > SLACK)
        findings.push({
          check: 'horizontal overflow',
          element: describe(el),
          measured: `${px(out)} px off screen (x ${px(rect.left)}…${px(rect.right)} of ${viewportWidth})`,
        });
      continue;
    }
    let container = el.parentElement;
    while (container && styleOf(container).display === 'contents')
      container = container.parentElement;
    if (!container || container === document.documentElement) continue;
    const box = container.getBoundingClientRect();
    const out = Math.max(box.left - rect.left, rect.right - box.right);
    if (out > SLACK && visible.has(container))
      findings.push({
        check: 'horizontal overflow',
        element: describe(el),
        measured: `sticks out of ${describe(container).split(' ')[0] ?? 'its container'} by ${px(out)} px`,
      });
  }

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const textNodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if ((node.textContent ?? '').trim() && node.parentElement && visible.has(node.parentElement))
      textNodes.push(node as Text);
  }
  const blockOf = (el: Element): Element => {
    let block: Element = el;
    while (block.parentElement && styleOf(block).display.startsWith('inline'))
      block = block.parentElement;
    return block;
  };
  for (const node of textNodes) {
    const parent = node.parentElement as Element;
    if (inHorizontalScroller(parent)) continue;
    const block = blockOf(parent);
    const blockStyle = styleOf(block);
    if (blockStyle.textOverflow === 'ellipsis' && blockStyle.overflowX !== 'visible') continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const text = range.getBoundingClientRect();
    const box = block.getBoundingClientRect();
    const out = Math.max(box.left - text.left, text.right - box.right);
    if (out > SLACK && text.width > 0)
      findings.push({
        check: 'horizontal overflow',
        element: `text «${(node.textContent ?? '').trim().slice(0, 40)}» in ${describe(block)}`,
        measured: `${px(out)} px wider than its box`,
      });
    // A word split over two lines (a name cut as «Оль|га»): only wrapped nodes can have one.
    if (range.getClientRects().length > 1 && blockStyle.hyphens !== 'auto') {
      const content = node.textContent ?? '';
      let lastTop: number | null = null;
      for (let i = 0; i < content.length; i += 1) {
        const char = document.createRange();
        char.setStart(node, i);
        char.setEnd(node, i + 1);
        const charRect = char.getBoundingClientRect();
        if (charRect.width === 0 && charRect.height === 0) continue;
        if (lastTop !== null && charRect.top > lastTop + 2) {
          const before = content[i - 1] ?? '';
          const after = content[i] ?? '';
          // A break after an underscore is a name's own break point, like a hyphen's.
          if (/[\p{L}\p{N}]/u.test(before) && /[\p{L}\p{N}_]/u.test(after)) {
            const start = Math.max(0, content.lastIndexOf(' ', i) + 1);
            const end = content.indexOf(' ', i);
            const word = content.slice(start, end === -1 ? undefined : end);
            findings.push({
              check: 'word broken mid-word',
              element: describe(block),
              measured: `«${word.slice(0, i - start)}|${word.slice(i - start)}»`,
            });
          }
        }
        lastTop = charRect.top;
      }
    }
  }

  // A title clamped to two lines on purpose (-webkit-line-clamp) is not counted.
  for (const el of visible) {
    const hasOwnText = Array.from(el.childNodes).some(
      (child) => child.nodeType === Node.TEXT_NODE && (child.textContent ?? '').trim() !== '',
    );
    if (!hasOwnText || inHorizontalScroller(el)) continue;
    const style = styleOf(el);
    if (style.overflowX === 'visible') continue;
    if (style.getPropertyValue('-webkit-line-clamp') !== 'none') continue;
    const cut = el.scrollWidth - el.clientWidth;
    if (cut > SLACK)
      findings.push({
        check: 'text clipped',
        element: describe(el),
        measured: `${px(el.scrollWidth)} px of text in ${px(el.clientWidth)} px`,
      });
  }

  const controlsHiddenInLabel = (el: Element) =>
    el instanceof HTMLInputElement && ['checkbox', 'radio', 'file'].includes(el.type);
  const candidates = Array.from(document.body.querySelectorAll(interactiveSelector));
  for (const label of Array.from(document.body.querySelectorAll('label'))) {
    const control = label.control;
    if (control && controlsHiddenInLabel(control) && !isVisible(control, true))
      candidates.push(label);
  }
  const targets = candidates.filter((el) => isVisible(el, controlsHiddenInLabel(el)));
  const targetSet = new Set(targets);
  const interactiveAncestor = (el: Element): Element | null => {
    for (let a = el.parentElement; a; a = a.parentElement) if (targetSet.has(a)) return a;
    return null;
  };
  const tapArea = (el: Element): DOMRect => {
    const rect = el.getBoundingClientRect();
    // A text field's box is its padded wrapper, which focuses it on a tap.
    const isField =
      el instanceof HTMLTextAreaElement ||
      el instanceof HTMLSelectElement ||
      (el instanceof HTMLInputElement && !controlsHiddenInLabel(el));
    const parent = el.parentElement;
    if (isField && parent) {
      const outer = parent.getBoundingClientRect();
      const others = Array.from(parent.querySelectorAll(interactiveSelector)).filter(
        (other) => other !== el && targetSet.has(other),
      );
      if (others.length === 0 && outer.height - rect.height < 30 && outer.height > rect.height)
        return outer;
    }
    return rect;
  };
  const inlineTextLink = (el: Element): boolean => {
    if (el.tagName !== 'A' || styleOf(el).display !== 'inline') return false;
    const own = (el.textContent ?? '').trim();
    const around = (blockOf(el).textContent ?? '').trim();
    return around.length > own.length;
  };

  for (const el of targets) {
    const holder = interactiveAncestor(el);
    if (holder?.tagName === 'LABEL') continue;
    if (inlineTextLink(el)) continue;
    const rect = tapArea(el);
    if (rect.width < MIN_TARGET - 0.5 || rect.height < MIN_TARGET - 0.5)
      findings.push({
        check: 'touch target under 44×44',
        element: describe(el),
        measured: `${px(rect.width)}×${px(rect.height)}`,
      });
  }

  const layerOf = (el: Element): { kind: 'flow' | 'fixed' | 'sticky'; root: Element | null } => {
    for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
      const { position } = styleOf(a);
      if (position === 'fixed') return { kind: 'fixed', root: a };
      if (position === 'sticky') return { kind: 'sticky', root: a };
    }
    return { kind: 'flow', root: null };
  };
  const maxScroll = Math.max(0, document.documentElement.scrollHeight - viewportHeight);
  const scrollY = window.scrollY;
  const placed = targets
    .filter((el) => !(interactiveAncestor(el)?.tagName === 'LABEL'))
    .map((el) => ({ el, rect: tapArea(el), layer: layerOf(el) }));
  const related = (a: Element, b: Element) => a.contains(b) || b.contains(a);
  const overlap = (a: DOMRect, b: DOMRect) => ({
    w: Math.min(a.right, b.right) - Math.max(a.left, b.left),
    h: Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top),
  });
  for (let i = 0; i < placed.length; i += 1) {
    const a = placed[i];
    if (!a) continue;
    for (let j = i + 1; j < placed.length; j += 1) {
      const b = placed[j];
      if (!b || related(a.el, b.el)) continue;
      const { w, h } = overlap(a.rect, b.rect);
      if (w <= 2) continue;
      const sameLayer = a.layer.kind === b.layer.kind && a.layer.root === b.layer.root;
      if (sameLayer) {
        if (h > 2)
          findings.push({
            check: 'overlapping targets',
            element: `${describe(a.el)} and ${describe(b.el)}`,
            measured: `overlap ${px(w)}×${px(h)}`,
          });
        continue;
      }
      // A button under a fixed bar is fine as long as some scroll position shows it clear.
      const fixed = a.layer.kind === 'fixed' ? a : b.layer.kind === 'fixed' ? b : null;
      const flow = fixed === a ? b : a;
      if (!fixed || flow.layer.kind !== 'flow') continue;
      const top = flow.rect.top + scrollY;
      const bottom = flow.rect.bottom + scrollY;
      const from = Math.max(0, bottom - viewportHeight);
      const to = Math.min(maxScroll, top);
      if (from > to) continue;
      const coveredFrom = top - fixed.rect.bottom;
      const coveredTo = bottom - fixed.rect.top;
      const clearSomewhere = from < coveredFrom || to > coveredTo;
      if (!clearSomewhere)
        findings.push({
          check: 'overlapping targets',
          element: `${describe(flow.el)} under fixed ${describe(fixed.el)}`,
          measured: 'covered at every scroll position',
        });
    }
  }

  const rawCodes = new Set(options.rawCodes);
  const rawWords = new Set(options.rawWords.map((word) => word.toLowerCase()));
  const abbreviations = new Set(options.abbreviations);
  // «user_id» was a label, not a text node.
  for (const field of Array.from(document.querySelectorAll('input, textarea'))) {
    if (!visible.has(field)) continue;
    const placeholder = field.getAttribute('placeholder') ?? '';
    for (const match of placeholder.matchAll(/[A-Za-z_]+/g))
      if (rawWords.has(match[0].toLowerCase()))
        findings.push({
          check: 'raw English value',
          element: describe(field),
          measured: `placeholder «${placeholder.slice(0, 60)}»`,
        });
  }
  for (const node of textNodes) {
    const parent = node.parentElement as Element;
    const source = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
    // A username drawn in pieces (break points after its underscores) is still one name.
    const whole = (parent.textContent ?? '').trim();
    const isUsername = /^@\S+$/.test(whole);
    for (const match of isUsername ? [] : source.matchAll(/[A-Za-z0-9_]+/g)) {
      const token = match[0];
      const before = source[match.index - 1] ?? '';
      if (before === '@' || before === '.' || before === '/') continue;
      if (
        rawCodes.has(token.toLowerCase()) ||
        rawWords.has(token.toLowerCase()) ||
        /^(undefined|null|NaN)$/.test(token)
      )
        findings.push({
          check: 'raw English value',
          element: describe(parent),
          measured: `«${source.slice(0, 60)}»`,
        });
    }
    const transform = styleOf(parent).textTransform;
    let shown =
      transform === 'uppercase'
        ? source.toLocaleUpperCase('ru')
        : transform === 'lowercase'
          ? source.toLocaleLowerCase('ru')
          : source;
    for (const allowed of options.allowedCaps) shown = shown.split(allowed).join(' ');
    const loud = [...shown.matchAll(/\p{L}+/gu)]
      .map((m) => m[0])
      .filter(
        (word) =>
          word.length >= 2 &&
          word === word.toLocaleUpperCase('ru') &&
          word !== word.toLocaleLowerCase('ru') &&
          !abbreviations.has(word),
      );
    if (loud.length > 0)
      findings.push({
        check: 'all caps',
        element: describe(parent),
        measured:
          `«${(transform === 'uppercase' ? source.toLocaleUpperCase('ru') : source).slice(0, 50)}»` +
          (transform === 'uppercase' ? ' (text-transform: uppercase)' : ''),
      });
  }
  return findings;
}
