import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/server/db/client';
import { colaboraciones, colaboradoras, profiles } from '../../src/server/db/schema';
import { ESTADOS, type Estado } from '../../src/shared/domain/estado';

const TIPOS = ['Wide leg', 'Cargo', 'Campana', 'Bota', 'Recto', 'Skinny', 'Mom'];
const COLORES = ['Azul', 'Celeste', 'Negro'];
const TALLAS = ['1', '3', '5', '7', '9', '11', '13', '15', '17'];
const MARCAS = ['Kosch', 'Michelle Ferrar', 'JS Denim', 'Kyrath', 'Deezer', 'Balam'];
const CREATORS = 300;

/**
 * `count` collaborations spread over the nine states and two years, the newest assigned to creators:
 * one active collaboration per creator (the partial unique index), the rest of theirs entregado.
 */
export async function seedCatalogue(db: Db, count: number): Promise<{ colaboraciones: number; assigned: number }> {
  const people = Array.from({ length: CREATORS }, (_, i) => ({
    id: randomUUID(),
    email: `creadora-${i}@bench.example`,
    fullName: `Creadora ${i}`,
  }));
  await db.insert(profiles).values(people);
  const creators = await db
    .insert(colaboradoras)
    .values(people.map((p, i) => ({ userId: p.id, nombre: `Creadora ${i}`, ciudad: 'Guadalajara' })))
    .returning({ id: colaboradoras.id });

  const now = Date.now();
  let assigned = 0;
  const rows = Array.from({ length: count }, (_, i) => {
    // Every 4th row of the newest 2,400 goes to a creator: the first time active, later ones delivered.
    const creatorSlot = i < 2_400 && i % 4 === 0 ? (i / 4) % CREATORS : null;
    const firstForCreator = creatorSlot !== null && i / 4 < CREATORS;
    let estado: Estado = ESTADOS[i % ESTADOS.length]!;
    if (creatorSlot !== null) {
      assigned += 1;
      estado = firstForCreator ? 'produccion' : 'entregado';
    } else if (estado === 'entregado' || estado === 'revision' || estado === 'cancelada') {
      estado = 'disponible';
    }
    return {
      titulo: `Jean ${TIPOS[i % TIPOS.length]} ${COLORES[i % COLORES.length]} #${i}`,
      producto: i % 5 === 0 ? 'Joyería' : 'Jeans',
      tipo: TIPOS[i % TIPOS.length]!,
      color: COLORES[i % COLORES.length]!,
      talla: TALLAS[i % TALLAS.length]!,
      marca: MARCAS[i % MARCAS.length]!,
      imagen: i % 2 === 0 ? `https://cdn.example.com/jeans/${i}.jpg` : `storage://entregas/colaboraciones/seed${i}-${now}.jpg`,
      barcode: `750${String(i).padStart(9, '0')}`,
      cintura: i % 3 === 0 ? null : 60 + (i % 30),
      cadera: i % 3 === 0 ? null : 85 + (i % 30),
      largo: i % 3 === 0 ? null : 95 + (i % 15),
      estado,
      colaboradoraId: creatorSlot === null ? null : creators[creatorSlot]!.id,
      shopifyInventoryQuantity: i % 11,
      createdAt: new Date(now - i * 60_000),
    };
  });
  for (let i = 0; i < rows.length; i += 500) await db.insert(colaboraciones).values(rows.slice(i, i + 500));
  return { colaboraciones: rows.length, assigned };
}
