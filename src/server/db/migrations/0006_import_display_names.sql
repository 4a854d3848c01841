-- Items imported before issue 16 have no display name (Confirmación read 'Sin nombre'): give them their
-- title, which already holds the product and its variant; the next import writes the new form.
UPDATE "colaboraciones" SET "nombre_visualizacion" = left("titulo", 100)
WHERE "shopify_variant_id" IS NOT NULL AND "nombre_visualizacion" IS NULL;
