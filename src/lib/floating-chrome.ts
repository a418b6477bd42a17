/** The floating social menu and the back-to-top button (spec §2, §9), on the static markup of SiteChrome.astro. */

/** Spec §9: the button shows once the page is scrolled more than this. */
export const BACK_TO_TOP_AFTER_PX = 50;

function socialMenu() {
  const toggle = document.querySelector<HTMLButtonElement>('[data-social-toggle]');
  const list = toggle && document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!toggle || !list) return;
  const setOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    list.hidden = !open;
  };
  toggle.addEventListener('click', () => setOpen(toggle.getAttribute('aria-expanded') !== 'true'));
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && !list.hidden) {
      setOpen(false);
      toggle.focus();
    }
  });
  document.addEventListener('click', (e) => {
    if (!list.hidden && e.target instanceof Node && !toggle.parentElement?.contains(e.target)) setOpen(false);
  });
}

function backToTop() {
  const button = document.querySelector<HTMLButtonElement>('[data-back-to-top]');
  if (!button) return;
  const update = () => {
    button.hidden = window.scrollY <= BACK_TO_TOP_AFTER_PX;
  };
  window.addEventListener('scroll', update, { passive: true });
  update();
  button.addEventListener('click', () => {
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
    // Keyboard users continue from the top of the page, not from a button that is about to hide.
    const main = document.getElementById('main');
    if (main) {
      main.setAttribute('tabindex', '-1');
      main.focus({ preventScroll: true });
    }
  });
}

/** Buttons a shopper must always reach (Add to cart, a form's Send): the floating buttons never cover them. */
const KEEP_CLEAR = '[data-keep-clear], form [type="submit"]';

/**
 * On a phone the floating buttons sit over the content's full width: whenever one of the KEEP_CLEAR
 * buttons is under them (scrolling, a layout change as islands hydrate), they step aside until it
 * has moved on.
 */
function stepAside() {
  const chrome = document.querySelector<HTMLElement>('.floating-chrome');
  if (!chrome) return;
  let queued = false;
  const check = () => {
    queued = false;
    // The back-to-top button sits above the column, outside the chrome's own box.
    const boxes = [chrome, ...chrome.querySelectorAll('.floating-button')]
      .map((el) => el.getBoundingClientRect())
      .filter((b) => b.width > 0);
    const covered = [...document.querySelectorAll(KEEP_CLEAR)].some((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && boxes.some((box) => r.bottom > box.top && r.top < box.bottom && r.right > box.left && r.left < box.right);
    });
    chrome.classList.toggle('is-stepping-aside', covered);
  };
  const queue = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(check);
  };
  window.addEventListener('scroll', queue, { passive: true });
  window.addEventListener('resize', queue);
  new ResizeObserver(queue).observe(document.body);
  queue();
}

export function startFloatingChrome(): void {
  socialMenu();
  backToTop();
  stepAside();
}
