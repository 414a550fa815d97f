-- Each server process keeps who a session is (live or not, the user's branch and section) for a
-- few seconds instead of reading it on every request. These triggers tell every process when
-- that changes, on the channel `taseer_sessions`, delivered when the changing transaction
-- commits: 's:<family>' when a session is revoked (logout, a replayed refresh token), 'u:<user>'
-- when a user's role, company, branch, section or activation changes or the user is deleted.
-- Triggers rather than the services' own calls, so foreign-key actions are told too: deleting a
-- branch or section leaves its people without one (ON DELETE SET NULL), deleting a company
-- deletes its people (CASCADE). Identical payloads in one transaction arrive once.
CREATE FUNCTION "session_changes_notify_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('taseer_sessions', 'u:' || OLD."id");
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "session_changes_notify_family"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('taseer_sessions', 's:' || NEW."family_id");
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_session_changes_update" AFTER UPDATE ON "users"
	FOR EACH ROW
	WHEN (
		OLD."role" IS DISTINCT FROM NEW."role"
		OR OLD."company_id" IS DISTINCT FROM NEW."company_id"
		OR OLD."branch_id" IS DISTINCT FROM NEW."branch_id"
		OR OLD."section_id" IS DISTINCT FROM NEW."section_id"
		OR OLD."is_active" IS DISTINCT FROM NEW."is_active"
	)
	EXECUTE FUNCTION "session_changes_notify_user"();--> statement-breakpoint
CREATE TRIGGER "users_session_changes_delete" AFTER DELETE ON "users"
	FOR EACH ROW EXECUTE FUNCTION "session_changes_notify_user"();--> statement-breakpoint
CREATE TRIGGER "refresh_tokens_session_changes" AFTER UPDATE ON "refresh_tokens"
	FOR EACH ROW
	WHEN (OLD."revoked_at" IS NULL AND NEW."revoked_at" IS NOT NULL)
	EXECUTE FUNCTION "session_changes_notify_family"();
