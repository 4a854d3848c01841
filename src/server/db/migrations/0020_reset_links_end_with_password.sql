-- Issue 26 (decision 058): every password-reset link of a person dies when her password changes, by any
-- route (a reset link used, a change in her account, better-auth called from server code). The links are
-- better-auth's verification rows 'reset-password:<token>' whose value is the user id; the one being used
-- is consumed before the password is written, so nothing of hers survives the change.
CREATE FUNCTION "reset_links_end"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "verifications" WHERE "identifier" LIKE 'reset-password:%' AND "value" = NEW."user_id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "accounts_password_ends_reset_links" AFTER UPDATE OF "password" ON "accounts"
  FOR EACH ROW WHEN (OLD."password" IS DISTINCT FROM NEW."password") EXECUTE FUNCTION "reset_links_end"();
--> statement-breakpoint
CREATE TRIGGER "accounts_password_set_ends_reset_links" AFTER INSERT ON "accounts"
  FOR EACH ROW WHEN (NEW."password" IS NOT NULL) EXECUTE FUNCTION "reset_links_end"();
