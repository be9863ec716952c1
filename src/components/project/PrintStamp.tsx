'use client';
import { useEffect, useState } from 'react';
import { formatDate } from '../../lib/format';
import * as css from './print.css';

const isoDay = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * Print-only line with the page address and the print date (a printed page must say where it
 * came from and when). The server renders its own values; the browser refreshes them just
 * before printing, so a page kept open for days still prints today's date.
 */
export function PrintStamp({ url, date }: { url: string; date: string }) {
  const [stamp, setStamp] = useState({ url, date });
  useEffect(() => {
    const refresh = () => setStamp({ url: window.location.href, date: isoDay(new Date()) });
    refresh();
    window.addEventListener('beforeprint', refresh);
    return () => window.removeEventListener('beforeprint', refresh);
  }, []);
  return (
    <p className={css.printStamp} data-print-stamp="">
      Адреса сторінки: <span className={css.url}>{stamp.url}</span>. Дата друку:{' '}
      {formatDate(stamp.date)}.
    </p>
  );
}
