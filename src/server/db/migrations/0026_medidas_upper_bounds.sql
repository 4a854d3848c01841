-- Custom (issue 28): a measurement over its new bound was a typo (cintura 9999); it is cleared, as an
-- empty measurement is what staff fill in Medidas de Jeans, before the bounded CHECKs are added.
UPDATE "colaboraciones" SET "cintura" = NULL WHERE "cintura" > 200;--> statement-breakpoint
UPDATE "colaboraciones" SET "cadera" = NULL WHERE "cadera" > 250;--> statement-breakpoint
UPDATE "colaboraciones" SET "largo" = NULL WHERE "largo" > 200;--> statement-breakpoint
UPDATE "colaboradoras" SET "cintura" = NULL WHERE "cintura" > 200;--> statement-breakpoint
UPDATE "colaboradoras" SET "cadera" = NULL WHERE "cadera" > 250;--> statement-breakpoint
-- Custom (issue 28): the product option is spelled 'Joyería' now; rows saved with the old spelling follow.
UPDATE "colaboraciones" SET "producto" = 'Joyería' WHERE "producto" = 'Joyeria';--> statement-breakpoint
ALTER TABLE "colaboraciones" DROP CONSTRAINT "colaboraciones_medidas_check";--> statement-breakpoint
ALTER TABLE "colaboradoras" DROP CONSTRAINT "colaboradoras_cintura_check";--> statement-breakpoint
ALTER TABLE "colaboradoras" DROP CONSTRAINT "colaboradoras_cadera_check";--> statement-breakpoint
ALTER TABLE "colaboraciones" ADD CONSTRAINT "colaboraciones_medidas_check" CHECK ((cintura IS NULL OR (cintura > 0 AND cintura <= 200)) AND (cadera IS NULL OR (cadera > 0 AND cadera <= 250)) AND (largo IS NULL OR (largo > 0 AND largo <= 200)));--> statement-breakpoint
ALTER TABLE "colaboradoras" ADD CONSTRAINT "colaboradoras_cintura_check" CHECK (cintura IS NULL OR (cintura > 0 AND cintura <= 200));--> statement-breakpoint
ALTER TABLE "colaboradoras" ADD CONSTRAINT "colaboradoras_cadera_check" CHECK (cadera IS NULL OR (cadera > 0 AND cadera <= 250));