import type { Perfil } from '@shared/schemas/perfil';

/** Her profile, read-only: only what she filled in, with a dash for the rest. */
export function PerfilView({ perfil }: { perfil: Perfil }) {
  const rows: [string, string | number | null][] = [
    ['Nombre', [perfil.nombre, perfil.apellidos].filter(Boolean).join(' ')],
    ['Correo electrónico', perfil.email],
    ['Edad', perfil.edad],
    ['Ciudad', perfil.ciudad],
    ['Estado', perfil.estado],
    ['Instagram', perfil.instagram ? `@${perfil.instagram}` : null],
    ['Equipo de grabación', perfil.equipo],
    ['Categoría', perfil.categoria],
    ['Talla habitual', perfil.talla],
    ['Cintura (cm)', perfil.cintura],
    ['Cadera (cm)', perfil.cadera],
  ];
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 font-medium [overflow-wrap:anywhere]">{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
      <div>
        <p className="text-sm text-muted-foreground">Biografía</p>
        <p className="mt-1 text-sm whitespace-pre-line">{perfil.bio ?? '—'}</p>
      </div>
    </div>
  );
}
