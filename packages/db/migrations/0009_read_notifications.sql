-- Announces every change to the rows getPanier's answers in memory depend on (ADR 0021): a basket row (new at
-- every change that shows in the basket, see basket-view-cache.ts), a session (revoked, moved to another
-- perimeter, signed in) and an account (permissions). Each API process LISTENs on `cabas_reads` and forgets the
-- answers a notification names; PostgreSQL delivers it when the change commits, whichever process, job or
-- command made it. Payload: space-separated keys: `s:<session id>` and `u:<user id>` for a session or an account
-- row; `b:<basket id>` for a basket row, with `bs:<session id>` and `bu:<user id>` for its owners (a basket created,
-- given to an account or closed changes which basket they have), without touching what is kept of their session.
--
-- PostgreSQL serialises the commits of notifying transactions (a database-wide lock held through the WAL flush):
-- on the basket-line statement alone it halves the throughput at 50 clients. So the busiest write, a line changed
-- as its own transaction (updatePanier), goes through `cabas_set_basket_line_announced_by_caller`, under which the
-- basket trigger stays quiet; its caller announces the change after commit, batched with others (set-quantity.ts).
CREATE OR REPLACE FUNCTION cabas_notify_basket_read() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_keys text := '';
BEGIN
  IF current_setting('cabas.reads_announced_by', true) = 'caller' THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    v_keys := concat_ws(' ', 'b:' || OLD.id, 'bs:' || OLD.session_id, 'bu:' || OLD.user_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND (OLD.session_id IS DISTINCT FROM NEW.session_id OR OLD.user_id IS DISTINCT FROM NEW.user_id)) THEN
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
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cabas_set_basket_line_announced_by_caller(p_basket integer, p_product integer, p_quantity integer, p_now timestamptz, p_version text)
  RETURNS TABLE (outcome text, product_name text, available integer, version text, unchanged boolean)
  LANGUAGE sql
  SET cabas.reads_announced_by = 'caller'
  AS $$ SELECT * FROM cabas_set_basket_line(p_basket, p_product, p_quantity, p_now, p_version) $$;
