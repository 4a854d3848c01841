import { useSearchParams } from 'react-router';
import { VideoIcon } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useConnectTikTok, useDisconnectTikTok, useTikTokStatus } from '../api/conexiones';

const RESULTADOS: Record<string, string> = {
  conectada: 'Listo: tu TikTok quedó conectado.',
  cancelada: 'No se conectó: cancelaste la autorización en TikTok.',
  estado_invalido: 'No se conectó: la autorización venció o no era tuya. Inténtalo de nuevo.',
  sin_permiso: 'No se conectó: falta el permiso para ver tus videos (video.list). Inténtalo de nuevo y acéptalo.',
  error: 'No se conectó: TikTok no aceptó la autorización. Inténtalo de nuevo.',
  no_disponible: 'La conexión con TikTok no está disponible en este momento.',
};

/**
 * Mi Perfil → Conectar TikTok (issue 30): with her consent (OAuth with PKCE), her public videos are read
 * to find the ones of her collaborations; she can disconnect at any time.
 */
export function TikTokCard() {
  const status = useTikTokStatus();
  const connect = useConnectTikTok();
  const disconnect = useDisconnectTikTok();
  const [params] = useSearchParams();
  const resultado = params.get('tiktok');
  const conexion = status.data?.conexion;
  if (status.data && !status.data.disponible && !conexion) return null;

  return (
    <Card data-testid="tiktok-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <VideoIcon className="size-5" aria-hidden="true" />
          TikTok
        </CardTitle>
        <CardDescription>Conecta tu TikTok y encontraremos solos los videos de tus colaboraciones; no tendrás que pegar sus enlaces.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        {resultado && RESULTADOS[resultado] ? (
          <p role="status" className="font-medium">
            {RESULTADOS[resultado]}
          </p>
        ) : null}
        {status.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : conexion ? (
          <>
            <p className="flex flex-wrap items-center gap-2">
              {conexion.username ? <span className="font-medium">@{conexion.username}</span> : null}
              {conexion.estado === 'activa' ? <Badge variant="success">Conectado</Badge> : <Badge variant="destructive">Vencido: conéctalo de nuevo</Badge>}
            </p>
            <div className="flex flex-wrap gap-2">
              {conexion.estado === 'vencida' ? (
                <Button pending={connect.isPending} onClick={() => connect.mutate()}>
                  Conectar de nuevo
                </Button>
              ) : null}
              <Button variant="outline" pending={disconnect.isPending} onClick={() => disconnect.mutate()}>
                Desconectar TikTok
              </Button>
            </div>
          </>
        ) : (
          <Button className="w-full sm:w-auto sm:self-start" pending={connect.isPending} onClick={() => connect.mutate()}>
            Conectar TikTok
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
