-- Announces every change to the rows getPanier's answers in memory depend on (ADR 0021): a basket row (new at
-- every change that shows in the basket, see basket-view-cache.ts), a session (revoked, moved to another
-- perimeter, signed in) and an account (permissions). Each API process LISTENs on `cabas_reads` and forgets the
-- answers a notification names; PostgreSQL delivers it when the change commits, whichever process, job or
-- command made it. Payload: space-separated keys: `s:<session id>` and `u:<user id>` for a session or an account
-- row; `b:<basket id>` for a basket row, with `bs:<session id>` and `bu:<user id>` for its owners (a basket created,
-- given to an account or closed changes which basket they have), without touching what is kept of their session.
CREATE OR REPLACE FUNCTION cabas_notify_basket_read() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_keys text := '';
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    v_keys := concat_ws(' ', 'b:' || OLD.id, 'bs:' || OLD.session_id, 'bu:' || OLD.user_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    v_keys := concat_ws(' ', nullif(v_keys, ''), 'b:' || NEW.id, 'bs:' || NEW.session_id, 'bu:' || NEW.user_id);
  END IF;
  PERFORM pg_notify('cabas_reads', v_keys);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cabas_notify_session_read() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cabas_reads', 's:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cabas_notify_user_read() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cabas_reads', 'u:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER baskets_notify_read AFTER INSERT OR UPDATE OR DELETE ON baskets
  FOR EACH ROW EXECUTE FUNCTION cabas_notify_basket_read();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_read AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION cabas_notify_session_read();
--> statement-breakpoint
CREATE TRIGGER users_notify_read AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION cabas_notify_user_read();
