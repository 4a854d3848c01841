import { Body, Button, Container, Head, Heading, Hr, Html, Img, Link, Preview, Section, Text } from '@react-email/components';

/**
 * The one look of every email (decision 043): the brand's navy header with its logo, a heading, a few
 * paragraphs, an optional list (a batch: several requests, ratings, overdue collaborations), one button
 * to the exact screen, and a footer that says why she got it and, unless it is account mail, how to stop.
 * Inline styles only: mail clients ignore stylesheets.
 */
export interface EmailItem {
  titulo: string;
  detalle?: string;
  url?: string;
}

export interface EmailContent {
  asunto: string;
  /** One line shown by mail clients beside the subject. */
  resumen: string;
  titulo: string;
  parrafos: string[];
  lista?: EmailItem[];
  boton?: { texto: string; url: string };
}

export interface LayoutProps extends EmailContent {
  /** Present for every email that is not account or security mail (RFC 8058's link, shown too). */
  bajaUrl?: string;
  preferenciasUrl: string;
  logoSrc: string;
}

export const BRAND = { navy: '#27405f', gold: '#e0b589', ink: '#1f2430', muted: '#5b6270', paper: '#f6f4f0' };

export function EmailLayout(props: LayoutProps) {
  return (
    <Html lang="es-MX">
      <Head />
      <Preview>{props.resumen}</Preview>
      <Body style={{ backgroundColor: BRAND.paper, fontFamily: 'Helvetica, Arial, sans-serif', margin: 0, padding: '24px 0' }}>
        <Container style={{ maxWidth: 560, backgroundColor: '#ffffff', borderRadius: 8, overflow: 'hidden' }}>
          <Section style={{ backgroundColor: BRAND.navy, padding: '20px 28px' }}>
            <Img src={props.logoSrc} width="153" height="30" alt="Colabora" />
          </Section>
          <Section style={{ padding: '8px 28px 24px' }}>
            <Heading as="h1" style={{ color: BRAND.ink, fontSize: 22, lineHeight: '30px', margin: '20px 0 8px' }}>
              {props.titulo}
            </Heading>
            {props.parrafos.map((p, i) => (
              <Text key={i} style={{ color: BRAND.ink, fontSize: 15, lineHeight: '24px', margin: '12px 0' }}>
                {p}
              </Text>
            ))}
            {props.lista && props.lista.length > 0 ? (
              <Section style={{ borderLeft: `3px solid ${BRAND.gold}`, padding: '4px 0 4px 14px', margin: '12px 0' }}>
                {props.lista.map((item, i) => (
                  <Text key={i} style={{ color: BRAND.ink, fontSize: 14, lineHeight: '22px', margin: '6px 0' }}>
                    {item.url ? (
                      <Link href={item.url} style={{ color: BRAND.navy, fontWeight: 600 }}>
                        {item.titulo}
                      </Link>
                    ) : (
                      <strong>{item.titulo}</strong>
                    )}
                    {item.detalle ? ` · ${item.detalle}` : ''}
                  </Text>
                ))}
              </Section>
            ) : null}
            {props.boton ? (
              <Button
                href={props.boton.url}
                style={{ backgroundColor: BRAND.navy, color: '#ffffff', borderRadius: 6, padding: '12px 20px', fontSize: 15, fontWeight: 600, margin: '12px 0' }}
              >
                {props.boton.texto}
              </Button>
            ) : null}
          </Section>
          <Hr style={{ borderColor: '#e6e2da', margin: 0 }} />
          <Section style={{ padding: '16px 28px 24px' }}>
            <Text style={{ color: BRAND.muted, fontSize: 12, lineHeight: '18px', margin: 0 }}>
              Recibes este correo por tu cuenta en Colabora.{' '}
              {props.bajaUrl ? (
                <>
                  <Link href={props.bajaUrl} style={{ color: BRAND.muted }}>
                    Dejar de recibir estos correos
                  </Link>
                  {' · '}
                </>
              ) : null}
              <Link href={props.preferenciasUrl} style={{ color: BRAND.muted }}>
                Preferencias de correo
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
