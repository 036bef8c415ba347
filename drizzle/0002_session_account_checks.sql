ALTER TABLE "auth_sessions" ADD COLUMN "firebase_uid" text;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "auth_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "checked_at" timestamp with time zone DEFAULT now() NOT NULL;