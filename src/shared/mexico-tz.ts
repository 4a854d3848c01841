/**
 * The brand's time zone, named once (issue 26 item 4). Apart from mexico-time.ts so the web's first load
 * can name it without that module's formatters, which are made when it loads.
 */
export const MEXICO_TZ = 'America/Mexico_City';
