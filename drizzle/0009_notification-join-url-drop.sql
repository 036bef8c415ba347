-- Notifications keep no copy of a class link (issue 22): a reminder's "Join class" is read from the
-- session when it is listed or sent, only for people still in the class, so a stale or revoked link
-- cannot be shown from here.
ALTER TABLE "notifications" DROP COLUMN "join_url";