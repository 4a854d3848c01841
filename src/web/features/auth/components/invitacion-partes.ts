/**
 * What /auth shows only with ?invitacion=<token>: the note above the sign-up form and the signed-in
 * person's 'Aceptar invitación'. One chunk apart from the sign-in screen's (auth-page.tsx loads it when the
 * address has a token): what they import (dates, query keys, alert icons) is the staff screens' too, and on
 * every sign-in's first load it made a file each staff first load fetched as well (decision 103).
 */
export { AceptarInvitacion } from './aceptar-invitacion';
export { InvitacionNote } from './invitacion-note';
