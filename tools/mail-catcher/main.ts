import { startMailCatcher } from './catcher';

// The demo's mail catcher as a process: MAIL_CATCHER_SMTP_PORT (2525) and MAIL_CATCHER_HTTP_PORT (3998).
const smtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 2525);
const httpPort = Number(process.env.MAIL_CATCHER_HTTP_PORT ?? 3998);
const catcher = await startMailCatcher({ smtpPort, httpPort });
console.log(`[correo] SMTP en ${catcher.smtpUrl}; los correos recibidos en http://127.0.0.1:${catcher.httpPort}/`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void catcher.close().finally(() => process.exit(0));
  });
}
