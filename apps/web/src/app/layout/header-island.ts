// The header's mobile menu on the prerendered public pages, without React (app/static-page.ts). AppHeader
// opens a Mantine Drawer from its Burger; here the Burger opens a native modal <dialog> (focus
// kept inside, Escape closes, focus returns to the Burger) holding the same links as the
// desktop navigation.
import classes from './app-header.module.css';

const CLOSE_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M18 6l-12 12"></path><path d="M6 6l12 12"></path></svg>';

export function enhanceHeader(header: HTMLElement) {
  const burger = header.querySelector<HTMLButtonElement>('[data-island="burger"]');
  const desktopNav = header.querySelector<HTMLElement>('nav[aria-label="Main"]');
  if (!burger || !desktopNav) return;
  const links = [...desktopNav.querySelectorAll('a')];
  let dialog: HTMLDialogElement | null = null;

  const setOpened = (opened: boolean) => {
    burger.setAttribute('aria-expanded', String(opened));
    burger.querySelector('.mantine-Burger-burger')?.toggleAttribute('data-opened', opened);
  };

  function buildDialog(): HTMLDialogElement {
    const menu = document.createElement('dialog');
    menu.className = classes.drawer ?? '';
    menu.setAttribute('aria-labelledby', 'mobile-menu-title');
    menu.innerHTML = `<div class="${classes.drawerBody}"><div class="${classes.drawerHeader}"><h2 id="mobile-menu-title" class="${classes.drawerTitle}">Menu</h2><button type="button" class="${classes.drawerClose}" aria-label="Close">${CLOSE_ICON}</button></div><nav aria-label="Main (mobile)" class="${classes.drawerNav}"></nav></div>`;
    menu.querySelector('nav')?.append(...links.map((a) => a.cloneNode(true)));
    menu.querySelector('button')?.addEventListener('click', () => menu.close());
    menu.addEventListener('click', (event) => {
      // The backdrop's clicks land on the dialog itself; a followed link closes the menu too.
      if (event.target === menu || (event.target as Element).closest('a')) menu.close();
    });
    menu.addEventListener('close', () => setOpened(false));
    header.append(menu);
    return menu;
  }

  burger.setAttribute('aria-expanded', 'false');
  burger.addEventListener('click', () => {
    dialog ??= buildDialog();
    dialog.showModal();
    setOpened(true);
  });
}
