// The HTML report's script (src/report/html.ts inlines this file into every report; it runs in the browser):
// filters rows by verdict, device and text, sorts by time, shows every execution of a clicked cell with its trace and evidence, and
// opens a screenshot large (the lightbox).
(() => {
  const data = JSON.parse(document.getElementById('droidheal-executions').textContent);
  const active = new Set();
  const buttons = document.querySelectorAll('.filters button[data-filter]');

  const deviceFilter = document.getElementById('device-filter');
  const textFilter = document.getElementById('text-filter');

  // a row is shown when its verdict is chosen (or none is), it ran on the chosen device and it holds the text
  function rowShown(row, device, query) {
    if (active.size > 0 && !active.has(row.getAttribute('data-verdict'))) return false;
    if (device && !row.querySelector(`td.cell[data-device="${CSS.escape(device)}"]:not([data-outcome="not-run"])`))
      return false;
    return !query || `${row.getAttribute('data-test') ?? ''} ${row.textContent}`.toLowerCase().includes(query);
  }

  function apply() {
    const device = deviceFilter?.value ?? '';
    const query = (textFilter?.value ?? '').trim().toLowerCase();
    for (const row of document.querySelectorAll('#matrix tr.test-row')) row.hidden = !rowShown(row, device, query);
    for (const group of document.querySelectorAll('#matrix .group-matrix')) {
      group.hidden = group.querySelector('tr.test-row:not([hidden])') === null;
    }
    for (const b of buttons) {
      const f = b.getAttribute('data-filter');
      b.setAttribute('aria-pressed', String(f === 'all' ? active.size === 0 : active.has(f)));
    }
    // the timeline and the evidence follow the device and the text
    for (const lane of document.querySelectorAll('#timeline .lane[data-device]'))
      lane.hidden = device !== '' && lane.getAttribute('data-device') !== device;
    for (const a of document.querySelectorAll('#evidence article.evidence')) {
      const text = `${a.getAttribute('data-test')} ${a.textContent}`.toLowerCase();
      a.hidden = (device !== '' && a.getAttribute('data-device') !== device) || (query !== '' && !text.includes(query));
    }
    // a folded row stands for data-tests tests of one group with one cause
    let shown = 0;
    for (const row of document.querySelectorAll('#matrix tr.test-row:not([hidden])'))
      shown += Number(row.getAttribute('data-tests') ?? 1);
    document.getElementById('shown-count').textContent = `${shown} shown`;
  }

  for (const b of buttons) {
    b.addEventListener('click', () => {
      const f = b.getAttribute('data-filter');
      if (f === 'all') active.clear();
      else if (active.has(f)) active.delete(f);
      else active.add(f);
      apply();
    });
  }
  deviceFilter?.addEventListener('change', apply);
  textFilter?.addEventListener('input', apply);

  // the time header sorts its table's rows longest first; a second click restores the report's order
  for (const th of document.querySelectorAll('#matrix th.time')) {
    th.setAttribute('tabindex', '0');
    th.title = 'sort by time';
    th.addEventListener('click', () => {
      const body = th.closest('table').tBodies[0];
      const rows = [...body.rows];
      rows.forEach((r, i) => {
        if (!r.hasAttribute('data-order')) r.setAttribute('data-order', String(i));
      });
      const byTime = th.getAttribute('aria-sort') !== 'descending';
      const ms = (r) => Number(r.querySelector('td.time')?.getAttribute('data-ms') ?? -1);
      rows.sort((a, b) =>
        byTime ? ms(b) - ms(a) : Number(a.getAttribute('data-order')) - Number(b.getAttribute('data-order')),
      );
      th.setAttribute('aria-sort', byTime ? 'descending' : 'none');
      body.append(...rows);
    });
  }

  function text(tag, content, cls) {
    const e = document.createElement(tag);
    e.textContent = content;
    if (cls) e.className = cls;
    return e;
  }

  function describe(e) {
    return (
      `attempt ${e.attempt}: ${e.outcome}` +
      (e.reason ? ` (${e.reason})` : '') +
      (e.failureKind ? ` [${e.failureKind}]` : '') +
      (e.durationMs !== undefined ? ` · ${(e.durationMs / 1000).toFixed(1)} s` : '') +
      (e.detail ? ` — ${e.detail}` : '')
    );
  }

  function show(cell) {
    for (const c of document.querySelectorAll('td.selected')) c.classList.remove('selected');
    cell.classList.add('selected');
    const panel = document.getElementById('detail');
    panel.replaceChildren();
    panel.hidden = false;
    const close = text('button', 'close', 'close');
    close.type = 'button';
    close.addEventListener('click', () => {
      panel.hidden = true;
      cell.classList.remove('selected');
    });
    panel.appendChild(close);
    const row = cell.closest('tr');
    // the device as the matrix header and timeline name it (model and serial), the serial when unknown
    const device = cell.getAttribute('data-device-label') || cell.getAttribute('data-device');
    panel.appendChild(
      text('h3', `${row.getAttribute('data-test')} on ${device} (group ${row.getAttribute('data-group')})`),
    );
    for (const i of (cell.getAttribute('data-exec') || '').split(',').filter(Boolean)) {
      const e = data[Number(i)];
      panel.appendChild(text('p', describe(e), `exec o-${e.outcome}`));
      if (e.orderDependent) panel.appendChild(text('p', panel.getAttribute('data-order-note'), 'order-dependent'));
      if (e.trace) panel.appendChild(text('pre', e.trace, 'trace'));
      // the run's evidence, as the Evidence section shows it
      const evidence = document.getElementById(`evidence-${i}`);
      if (evidence) {
        const copy = evidence.cloneNode(true);
        copy.removeAttribute('id');
        copy.querySelector('h3')?.remove();
        panel.appendChild(copy);
      }
      if (e.ui) {
        panel.appendChild(text('p', `ui step ${e.ui.step} of ${e.ui.file}: ${e.ui.stepText}`, 'muted'));
        if (e.ui.pageSource) panel.appendChild(text('pre', e.ui.pageSource, 'trace page-source'));
        if (e.ui.screenshot) {
          const img = document.createElement('img');
          img.className = 'screenshot';
          img.alt = 'screenshot when the step failed';
          img.src = `data:image/png;base64,${e.ui.screenshot}`;
          panel.appendChild(img);
        }
      }
    }
  }

  // a timeline bar or a slowest run opens the cell of its execution
  document.addEventListener('click', (ev) => {
    const item = ev.target instanceof Element ? ev.target.closest('#timeline [data-exec]') : null;
    if (!item) return;
    const i = item.getAttribute('data-exec');
    const cell = [...document.querySelectorAll('#matrix td.cell[data-exec]')].find((c) =>
      c.getAttribute('data-exec').split(',').includes(i),
    );
    if (!cell) return;
    cell.closest('tr').hidden = false;
    cell.closest('.group-matrix').hidden = false;
    show(cell);
    cell.scrollIntoView({ block: 'center' });
  });

  for (const c of document.querySelectorAll('#matrix td.cell[tabindex]')) {
    c.addEventListener('click', () => show(c));
    c.addEventListener('keydown', (ev) => {
      if (ev.key === 'Enter' || ev.key === ' ') {
        ev.preventDefault();
        show(c);
      }
    });
  }

  // a click on a thumbnail shows the picture large; a click anywhere on it, close or Escape closes it
  const lightbox = document.getElementById('lightbox');
  const closeLightbox = () => {
    lightbox.hidden = true;
    lightbox.querySelector('img')?.remove();
  };
  document.addEventListener('click', (ev) => {
    const thumb = ev.target instanceof Element ? ev.target.closest('a.thumb') : null;
    if (thumb) {
      ev.preventDefault();
      lightbox.querySelector('img')?.remove();
      const img = document.createElement('img');
      lightbox.appendChild(img);
      img.src = thumb.getAttribute('data-full');
      img.alt = thumb.querySelector('img')?.alt ?? '';
      lightbox.hidden = false;
    } else if (!lightbox.hidden && lightbox.contains(ev.target)) closeLightbox();
  });
  document.addEventListener('keydown', (ev) => {
    if (ev.key === 'Escape' && !lightbox.hidden) closeLightbox();
  });

  apply();
})();
