/**
 * A brand of realistic size in a handful of INSERT ... SELECT generate_series statements (seconds, not
 * 30,000 API calls): BRAND.creators creators (the bench's signed-in creator among them), BRAND.colaboraciones
 * collaborations and BRAND.entregas deliveries.
 *
 * Shape: creator n (1..creators, ordered by the colaboradoras row's id with the bench creator first) holds
 * collaboration n, active in one of produccion/revision/confirmacion/empaquetado/logistica, and four older
 * ones, delivered; the rest of the collaborations are unassigned, mostly disponible. Deliveries are spread
 * over the assigned collaborations, a third of them videos.
 */
export const BRAND = { creators: 1_000, colaboraciones: 10_000, entregas: 20_000 } as const;

/** Runs one SQL text with no parameters (PGlite's exec or a pg client's query). */
export type Exec = (sql: string) => Promise<unknown>;

export async function seedBrand(exec: Exec, benchCreatorUserId: string): Promise<void> {
  const { creators, colaboraciones, entregas } = BRAND;
  const delivered = creators * 4;
  await exec(`
    INSERT INTO profiles (id, email, full_name)
    SELECT 'bench-creadora-' || g, 'creadora-' || g || '@bench.example', 'Creadora ' || g
    FROM generate_series(2, ${creators}) g;
    INSERT INTO user_roles (user_id, role)
    SELECT 'bench-creadora-' || g, 'colaboradora' FROM generate_series(2, ${creators}) g;
    INSERT INTO colaboradoras (user_id, nombre, apellidos, ciudad, instagram, cintura, cadera, talla)
    SELECT 'bench-creadora-' || g, 'Creadora', 'Número ' || g,
           (ARRAY['Guadalajara','Monterrey','Ciudad de México','Puebla'])[1 + g % 4],
           '@creadora' || g, 60 + g % 30, 85 + g % 30, (ARRAY['1','3','5','7','9','11','13','15'])[1 + g % 8]
    FROM generate_series(2, ${creators}) g;

    CREATE TEMP TABLE bench_creators AS
    SELECT id, row_number() OVER (ORDER BY (user_id = '${benchCreatorUserId.replaceAll("'", "''")}') DESC, id) AS n
    FROM colaboradoras;

    INSERT INTO colaboraciones (titulo, producto, tipo, color, talla, marca, imagen, barcode, cintura, cadera, largo,
                                estado, colaboradora_id, shopify_inventory_quantity, created_at)
    SELECT 'Jean ' || (ARRAY['Wide leg','Cargo','Campana','Bota','Recto','Skinny','Mom'])[1 + g % 7] || ' #' || g,
           CASE WHEN g % 5 = 0 THEN 'Joyería' ELSE 'Jeans' END,
           (ARRAY['Wide leg','Cargo','Campana','Bota','Recto','Skinny','Mom'])[1 + g % 7],
           (ARRAY['Azul','Celeste','Negro'])[1 + g % 3],
           (ARRAY['1','3','5','7','9','11','13','15','17'])[1 + g % 9],
           (ARRAY['Kosch','Michelle Ferrar','JS Denim','Kyrath','Deezer','Balam'])[1 + g % 6],
           'https://cdn.shopify.com/bench/jeans/' || g || '.jpg',
           '750' || lpad(g::text, 9, '0'),
           CASE WHEN g % 3 = 0 THEN NULL ELSE 60 + g % 30 END,
           CASE WHEN g % 3 = 0 THEN NULL ELSE 85 + g % 30 END,
           CASE WHEN g % 3 = 0 THEN NULL ELSE 95 + g % 15 END,
           CASE
             WHEN g <= ${creators} THEN (ARRAY['produccion','revision','confirmacion','empaquetado','logistica'])[1 + g % 5]
             WHEN g <= ${creators + delivered} THEN 'entregado'
             ELSE (ARRAY['disponible','disponible','disponible','disponible','agotado','cancelada'])[1 + g % 6]
           END,
           CASE WHEN g <= ${creators + delivered} THEN (SELECT id FROM bench_creators WHERE n = 1 + (g - 1) % ${creators}) END,
           g % 11,
           now() - make_interval(mins => g)
    FROM generate_series(1, ${colaboraciones}) g;

    CREATE TEMP TABLE bench_assigned AS
    SELECT id, row_number() OVER (ORDER BY created_at DESC) AS n FROM colaboraciones WHERE colaboradora_id IS NOT NULL;

    INSERT INTO entregas (colaboracion_id, tipo_contenido, imagen_url, estado, feedback_status, file_key, thumb_key,
                          mime_type, size_bytes, width, height, duration_ms, created_at)
    SELECT a.id,
           CASE WHEN g % 3 = 0 THEN 'video' ELSE 'imagen' END,
           NULL,
           (ARRAY['enviado','aprobado','pendiente'])[1 + g % 3],
           (ARRAY['excelente','bueno','descartado'])[1 + g % 3],
           'entregas/bench/' || g || CASE WHEN g % 3 = 0 THEN '.mp4' ELSE '.jpg' END,
           'entregas/bench/' || g || '.thumb.webp',
           CASE WHEN g % 3 = 0 THEN 'video/mp4' ELSE 'image/jpeg' END,
           CASE WHEN g % 3 = 0 THEN 40000000 ELSE 800000 END,
           1080, 1350,
           CASE WHEN g % 3 = 0 THEN 30000 END,
           now() - make_interval(secs => g * 7)
    FROM generate_series(1, ${entregas}) g
    JOIN bench_assigned a ON a.n = 1 + (g - 1) % ${creators + delivered};

    DROP TABLE bench_creators;
    DROP TABLE bench_assigned;
    ANALYZE;
  `);
}
