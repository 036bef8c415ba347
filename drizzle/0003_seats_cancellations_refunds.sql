CREATE TYPE "public"."cancelled_by" AS ENUM('student', 'admin', 'organiser');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('booked', 'cancelled', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."refund_status" AS ENUM('pending', 'succeeded');--> statement-breakpoint
CREATE TABLE "refunds" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"order_id" uuid,
	"amount_cents" integer NOT NULL,
	"status" "refund_status" DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_student_session_key";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status" "order_status" DEFAULT 'booked' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_by" "cancelled_by";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "test_refund_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "test_refunded_cents" integer;--> statement-breakpoint
ALTER TABLE "study_sessions" ADD COLUMN "seats" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_session_hold_idx" ON "payments" USING btree ("session_id","held_until");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_student_session_key" ON "orders" USING btree ("student_id","session_id") WHERE "orders"."status" = 'booked';--> statement-breakpoint
ALTER TABLE "study_sessions" ADD CONSTRAINT "study_sessions_seats_check" CHECK ("study_sessions"."seats" is null or "study_sessions"."seats" between 1 and 1000);--> statement-breakpoint
-- Orders whose session was deleted before cancellations existed: the organiser cancelled them (decision 002).
UPDATE "orders" SET "status" = 'cancelled', "cancelled_by" = 'organiser', "cancelled_at" = now() WHERE "session_id" IS NULL;