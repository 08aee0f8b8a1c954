// threads: keys, search as you type and live changes for the page of `threads serve`
// (docs/web.md). The page works without it. Nothing here builds HTML from strings: pages are
// read again and the server's parsed nodes moved in.
(() => {
  'use strict';

  document.documentElement.classList.add('js');

  const body = document.body;
  const isList = body.classList.contains('page-list');
  const isThread = body.classList.contains('page-thread');
  const csrfMeta = document.querySelector('meta[name="csrf-token"]');
  const csrf = csrfMeta ? csrfMeta.content : '';
  const ROW = '#main table.threads tbody tr[data-thread-id]';
  const Q = 'form.search input[name="q"]';

  // -- the list's selection

  let selectedId = null;
  let selectedIndex = 0; // where the selection was, for when its thread leaves the list
  const rows = () => Array.from(document.querySelectorAll(ROW));
  const selectedRow = () => document.querySelector('#main tr.selected');

  function select(row, scroll) {
    for (const old of document.querySelectorAll('#main tr.selected')) {
      old.classList.remove('selected');
      old.removeAttribute('aria-selected');
    }
    if (!row) return;
    row.classList.add('selected');
    row.setAttribute('aria-selected', 'true');
    selectedId = row.dataset.threadId;
    selectedIndex = rows().indexOf(row);
    if (scroll) row.scrollIntoView({ block: 'nearest' });
  }

  // After new rows: the same thread if still listed, else the row now at its place (an
  // archived thread leaves and the next takes its place, as in `threads browse`).
  function restoreSelection(first) {
    const all = rows();
    if (all.length === 0) return;
    const same = first ? null : all.find((r) => r.dataset.threadId === selectedId);
    select(same || all[first ? 0 : Math.min(selectedIndex, all.length - 1)], false);
  }

  function move(by) {
    const all = rows();
    if (all.length === 0) return;
    const at = all.indexOf(selectedRow());
    select(all[at < 0 ? 0 : Math.max(0, Math.min(all.length - 1, at + by))], true);
  }

  // -- reading the page again

  let pageUrl = location.href; // what the page shows, or will once the read in flight lands
  let selectFirst = false;
  let pageFetch = null;

  // A way to find, in a fresh #main, the counterpart of the focused element of the old one.
  function focusFinder(el) {
    if (!el || !el.closest('#main')) return null;
    let sel = null;
    if (el.id) sel = '#' + CSS.escape(el.id);
    else if (el.closest('form.untag')) sel = '#tags'; // its chip is gone: on to the tag field
    else if (el.dataset.key) sel = `#main [data-key="${CSS.escape(el.dataset.key)}"]`;
    else if (el.getAttribute('href')) sel = `#main a[href="${CSS.escape(el.getAttribute('href'))}"]`;
    return sel && (() => document.querySelector(sel));
  }

  function swap(doc, selector, before) {
    const fresh = doc.querySelector(selector);
    const old = document.querySelector(selector);
    if (fresh && old) old.replaceWith(document.importNode(fresh, true));
    else if (old) old.remove();
    else if (fresh && before) before.before(document.importNode(fresh, true));
  }

  const replyBox = () => document.querySelector('#main form.reply textarea[name="body"]');
  const tagField = () => document.querySelector('#main form.tags input[name="tags"]');
  const busy = (field) => Boolean(field && (field.value !== '' || document.activeElement === field));
  let tagged = false; // the tag field was just sent: what it holds is done with

  // The forms of the thread whose field is being written in: a refresh leaves them as they are.
  function busyForms() {
    const kept = [];
    if (busy(replyBox())) kept.push('form.reply');
    if (busy(tagField()) && !tagged) kept.push('form.tags');
    tagged = false;
    return kept;
  }

  // Brings #main up to date around the forms kept, which stay where they are (moving a field
  // would take its focus and a word being composed): every other part is the fresh page's.
  function merge(fresh, kept) {
    const main = document.getElementById('main');
    for (const { name, value } of fresh.attributes) main.setAttribute(name, value);
    const isKept = (node) => kept.some((sel) => node.matches(sel));
    for (const child of Array.from(main.children)) if (!isKept(child)) child.remove();
    const stay = Array.from(main.children);
    let at = 0;
    for (const child of Array.from(fresh.children)) {
      if (isKept(child) && stay[at]) at += 1;
      else if (!isKept(child)) main.insertBefore(document.importNode(child, true), stay[at] || null);
    }
  }

  // Reads pageUrl and swaps its parts in: 'shown', 'superseded' by a later read, 'failed' (a
  // refresh waits for the next event), or 'left' for another kind of page (signed out, thread
  // gone), loaded for real.
  async function show() {
    if (pageFetch) pageFetch.abort();
    const ctl = (pageFetch = new AbortController());
    const url = pageUrl;
    let doc;
    try {
      const res = await fetch(url, { credentials: 'same-origin', signal: ctl.signal });
      if (res.status >= 500) return 'failed'; // a passing trouble: keep the page as it is
      doc = new DOMParser().parseFromString(await res.text(), 'text/html');
    } catch (err) {
      return ctl.signal.aborted ? 'superseded' : 'failed';
    } finally {
      if (pageFetch === ctl) pageFetch = null;
    }
    if (ctl.signal.aborted) return 'superseded'; // aborted after its answer had come
    if (!doc.getElementById('main') || !doc.body.classList.contains(isList ? 'page-list' : 'page-thread')) {
      location.href = url;
      return 'left';
    }

    const refocus = focusFinder(document.activeElement);
    const kept = isThread ? busyForms() : [];
    if (kept.length > 0) {
      // What is being written stays as it is; the thread around it is still brought up to date.
      merge(doc.getElementById('main'), kept);
    } else {
      const main = document.getElementById('main');
      if (isList) {
        swap(doc, '#q-error', main);
        swap(doc, 'nav.filters', main);
        swap(doc, 'nav.tags', main);
      }
      swap(doc, '#main', null);
    }
    const now = document.activeElement;
    if (refocus && (!now || now === body)) {
      const again = refocus();
      if (again) again.focus({ preventScroll: true });
    }
    if (isList) restoreSelection(selectFirst);
    selectFirst = false;
    if (doc.title) document.title = doc.title;
    if (url !== location.href) history.replaceState(null, '', url);
    return 'shown';
  }

  const refresh = () => (isList || isThread ? show() : Promise.resolve('failed'));

  let refreshTimer = 0;
  function refreshSoon() {
    clearTimeout(refreshTimer);
    refreshTimer = setTimeout(refresh, 250);
  }

  // -- search as you type

  const searchUrl = (value) => (value === '' ? '/' : '/?q=' + encodeURIComponent(value));

  let searchTimer = 0;
  function search(value) {
    clearTimeout(searchTimer);
    pageUrl = new URL(searchUrl(value), location.href).href;
    selectFirst = true;
    return show();
  }

  // A word still being composed (Japanese input) is searched once it is settled.
  function typed(e) {
    if (e.isComposing || !e.target.matches(Q)) return;
    clearTimeout(searchTimer);
    searchTimer = setTimeout(() => search(e.target.value), 150);
  }

  if (isList) {
    document.addEventListener('input', typed);
    document.addEventListener('compositionend', typed);
  }

  // -- changes

  let acting = false;

  // A change is answered by a 303 to the thread, not followed: reading the thread marks it
  // read, which would undo `r` and mark a row read for starring it. A 422 is a field the server
  // refused, answered with the page as it should now look (`refused` shows it).
  async function act(action, fields, fallback, done, refused) {
    if (acting) return;
    acting = true;
    try {
      let res;
      try {
        res = await fetch(action, {
          method: 'POST',
          credentials: 'same-origin',
          redirect: 'manual',
          // A string, so the type is exactly what a browser's own form sends.
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields).toString(),
        });
      } catch (err) {
        fallback();
        return;
      }
      if (res.ok || res.type === 'opaqueredirect') {
        if (done) done();
        await refresh();
      } else if (res.status === 422 && refused) {
        refused(new DOMParser().parseFromString(await res.text(), 'text/html'));
      } else location.reload(); // 403, 400…: the page the server has to say
    } finally {
      acting = false;
    }
  }

  function actOnRow(key) {
    const row = selectedRow();
    if (!row || !csrf) return;
    const d = row.dataset;
    const change = {
      s: d.starred === 'true' ? 'unstar' : 'star',
      r: Number(d.unread) > 0 ? 'read' : 'unread',
      a: d.archived === 'true' ? 'unarchive' : 'archive',
      m: d.muted === 'true' ? 'unmute' : 'mute',
    }[key];
    act('/threads/' + encodeURIComponent(d.threadId) + '/change', { csrf, change }, () => location.reload());
  }

  document.addEventListener('submit', (e) => {
    const form = e.target;
    if (form.matches('#main .actions form, #main form.untag')) {
      e.preventDefault();
      act(form.action, new FormData(form), () => form.submit());
    } else if (form.matches('#main form.tags')) {
      e.preventDefault();
      act(form.action, new FormData(form), () => form.submit(), () => {
        tagged = true;
        const field = tagField();
        if (field) field.value = '';
      }, showRefusal);
    } else if (isList && form.matches('form.search')) {
      e.preventDefault(); // the field keeps the focus
      const value = form.querySelector('input[name="q"]').value;
      search(value).then((result) => {
        if (result === 'failed') location.href = searchUrl(value);
      });
    }
  });

  // The tag field as the server sent it back: what was typed, and why it was refused.
  function showRefusal(doc) {
    const fresh = doc.querySelector('#main form.tags');
    const old = document.querySelector('#main form.tags');
    if (!fresh || !old) {
      location.reload();
      return;
    }
    old.replaceWith(document.importNode(fresh, true));
    const field = tagField();
    if (field) {
      field.focus();
      field.setSelectionRange(field.value.length, field.value.length);
    }
  }

  // -- the keys' panel

  // [keys, what they do, where: l list, t thread]
  const KEYS = [
    ['j k', 'next / previous thread', 'l'], ['Enter o', 'open the thread', 'l'],
    ['s', 'star or unstar', 'lt'], ['r', 'read or unread', 'lt'],
    ['a', 'archive or unarchive', 'lt'], ['m', 'mute or unmute', 'lt'],
    ['t', 'add or remove tags', 't'], ['p', 'reply', 't'], ['u Esc', 'back to the list', 't'],
    ['/', 'search', 'lt'], ['?', 'these keys', 'lt'],
  ];

  let panel = null;
  let panelReturn = null;

  const el = (tag, text) => {
    const node = document.createElement(tag);
    if (text) node.textContent = text;
    return node;
  };

  function openKeys() {
    panel = el('div');
    panel.className = 'keys';
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-label', 'Keys');
    panel.tabIndex = -1;
    const list = el('dl');
    for (const [keys, what, where] of KEYS) {
      if (!where.includes(isThread ? 't' : 'l')) continue;
      const dt = el('dt');
      keys.split(' ').forEach((key, i) => dt.append(i ? ' ' : '', el('kbd', key)));
      list.append(dt, el('dd', what));
    }
    panel.append(el('h2', 'Keys'), list, el('p', 'Any key or a click closes this.'));
    panelReturn = document.activeElement;
    body.append(panel);
    panel.focus();
  }

  function closeKeys() {
    panel.remove();
    panel = null;
    if (panelReturn && panelReturn !== body && panelReturn.isConnected) panelReturn.focus();
  }

  // Any key closes the panel (below); so does a click or a tap, where there may be no keys.
  document.addEventListener('click', () => {
    if (panel) closeKeys();
  });

  // -- keys

  function back() {
    let from = null;
    try { from = new URL(document.referrer); } catch (err) { /* none */ }
    if (from && from.origin === location.origin && from.pathname === '/' && history.length > 1) history.back();
    else location.href = '/';
  }

  function listKey(key) {
    switch (key) {
      case 'j': move(1); return true;
      case 'k': move(-1); return true;
      case 'Enter': case 'o': {
        const link = selectedRow() && selectedRow().querySelector('td.title a');
        if (link) location.href = link.href;
        return Boolean(link);
      }
      case 's': case 'r': case 'a': case 'm': actOnRow(key); return true;
      default: return false;
    }
  }

  function threadKey(key) {
    switch (key) {
      case 's': case 'r': case 'a': case 'm': {
        const button = document.querySelector(`#main .actions button[data-key="${key}"]`);
        if (button) button.click(); // its form's submit goes through act()
        return true;
      }
      case 'p': case 't': {
        const field = key === 'p' ? replyBox() : tagField();
        if (field) field.focus(); // the key is then prevented, so no letter lands in the field
        return Boolean(field);
      }
      case 'u': case 'Escape': back(); return true;
      default: return false;
    }
  }

  document.addEventListener('keydown', (e) => {
    if (e.defaultPrevented || e.isComposing || e.ctrlKey || e.altKey || e.metaKey) return;
    if (e.key === 'Shift' || e.key === 'CapsLock') return; // Shift, on its way to "?", closes nothing
    const t = e.target;
    if (panel) {
      e.preventDefault();
      closeKeys();
      return;
    }
    if (t.closest && t.closest('input, textarea, select, [contenteditable]')) {
      // Esc leaves the field as typed (a search field would otherwise clear itself).
      if (e.key === 'Escape') { e.preventDefault(); t.blur(); }
      return;
    }
    if (e.key === 'Enter' && t.closest && t.closest('a, button, summary')) return; // theirs

    let done = true;
    if (e.key === '/') {
      const field = document.querySelector(Q);
      if (field) {
        field.focus();
        field.setSelectionRange(field.value.length, field.value.length);
      }
    } else if (e.key === '?') openKeys();
    else done = isList ? listKey(e.key) : isThread && threadKey(e.key);
    if (done) e.preventDefault();
  });

  // -- live changes

  // An EventSource reconnects by itself, with Last-Event-ID; the server resumes from there.
  let events = null;
  function listen() {
    if (!csrf || !(isList || isThread) || !window.EventSource) return;
    events = new EventSource('/events');
    events.addEventListener('change', refreshSoon);
    events.addEventListener('reset', refreshSoon);
  }
  listen();

  // -- who else is here

  // A page whose person is counted here (#visitors[data-visiting]: a read-write session that
  // opened the thread) says every 1.5 s whether they are reading or writing a reply, and is
  // answered with who else is on the thread (the server's #visitors, put in place of ours). A
  // visit lasts 5 s unless said again, so a page closed without a word is gone soon after; one
  // that closes says so at once, and stops. A read-only page only shows who was here as it loaded.
  const VISIT_BEAT = 1500;
  let visitTimer = 0;
  const visitAddress = () => (isThread && csrf && document.querySelector('#visitors[data-visiting]')
    ? '/threads/' + encodeURIComponent(document.getElementById('main').dataset.threadId) + '/visit' : null);
  const visitForm = (doing) => new URLSearchParams({ csrf, doing });

  async function visit() {
    clearTimeout(visitTimer);
    const address = visitAddress();
    if (!address || document.visibilityState === 'hidden') return;
    try {
      const res = await fetch(address, { method: 'POST', credentials: 'same-origin', body: visitForm(busy(replyBox()) ? 'replying' : 'reading') });
      if (res.ok) swap(new DOMParser().parseFromString(await res.text(), 'text/html'), '#visitors', document.getElementById('main'));
    } catch (err) { /* the next beat tries again */ }
    visitTimer = setTimeout(visit, VISIT_BEAT);
  }

  function leave() {
    clearTimeout(visitTimer);
    const address = visitAddress();
    if (address && navigator.sendBeacon) navigator.sendBeacon(address, visitForm('leaving'));
  }

  document.addEventListener('visibilitychange', () => (document.visibilityState === 'hidden' ? leave() : visit()));
  window.addEventListener('pagehide', leave);
  // Starting to write is news at once, not at the next beat.
  document.addEventListener('input', (e) => { if (e.target === replyBox() && e.target.value.length === 1) visit(); });
  // The first beat comes soon: the page before this one may have said it left after this one
  // said it is here (a reload, or the next thread), and that should not last a whole beat.
  visitTimer = setTimeout(visit, 300);

  // Back from the browser's cache the page may be stale (the thread opened is now read), and
  // its stream may have been closed on the way in.
  window.addEventListener('pageshow', (e) => {
    if (!e.persisted) return;
    if (events && events.readyState === EventSource.CLOSED) listen();
    refresh();
    visit();
  });

  if (isList) restoreSelection(true);
})();
