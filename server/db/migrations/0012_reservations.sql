CREATE TABLE "reservation_closures" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer,
	"date" text NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"place" text NOT NULL,
	"weekly" jsonb NOT NULL,
	"slot_minutes" integer NOT NULL,
	"capacity" integer NOT NULL,
	"horizon_days" integer NOT NULL,
	"lead_minutes" integer NOT NULL,
	"cancel_hours" integer NOT NULL,
	"max_active" integer NOT NULL,
	"questions" jsonb NOT NULL,
	"situations" text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reservation_services_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "reservation_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reservation_slots_service_start" UNIQUE("service_id","starts_at")
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_id" integer NOT NULL,
	"slot_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"answers" jsonb NOT NULL,
	"status" text NOT NULL,
	"confirm_token_hash" text,
	"cancel_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "reservations_status" CHECK ("reservations"."status" in ('pending', 'active', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "reservation_closures" ADD CONSTRAINT "reservation_closures_service_id_reservation_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."reservation_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_slots" ADD CONSTRAINT "reservation_slots_service_id_reservation_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."reservation_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_service_id_reservation_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."reservation_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_slot_id_reservation_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."reservation_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_slot" ON "reservations" USING btree ("slot_id","status");--> statement-breakpoint
CREATE INDEX "reservations_service_start" ON "reservations" USING btree ("service_id","starts_at");--> statement-breakpoint
CREATE INDEX "reservations_user" ON "reservations" USING btree ("user_id","starts_at");