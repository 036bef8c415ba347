CREATE TABLE "images" (
	"name" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_reset_at_idx" ON "rate_limit_hits" USING btree ("reset_at");--> statement-breakpoint
-- Images are compressed already: store them out of line without trying to compress them again.
ALTER TABLE "images" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
