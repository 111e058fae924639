CREATE TABLE "content" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"site" text DEFAULT 'all' NOT NULL,
	"language" text NOT NULL,
	"environment" text DEFAULT 'production' NOT NULL,
	"slug" text NOT NULL,
	"data" jsonb NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"variants" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitors" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"vendor" text NOT NULL,
	"model" text NOT NULL,
	"title" text NOT NULL,
	"series" text,
	"sites" text[] DEFAULT '{}'::text[] NOT NULL,
	"size_inches" double precision,
	"resolution_width" integer,
	"resolution_height" integer,
	"aspect_ratio" text,
	"panel_type" text,
	"refresh_rate_hz" integer,
	"response_time_ms" double precision,
	"curved" boolean,
	"ports" text[] DEFAULT '{}'::text[] NOT NULL,
	"usb_c_power_delivery_watts" integer,
	"color_spaces" text[] DEFAULT '{}'::text[] NOT NULL,
	"hdr" text,
	"max_luminance_nits" integer,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"certifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"released_on" date,
	"certified_on" date,
	"list_price_usd" double precision,
	"power_on_watts" double precision,
	"power_sleep_watts" double precision,
	"power_off_watts" double precision,
	"energy_star_id" text,
	"sources" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phrases" (
	"language" text NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "phrases_language_name_pk" PRIMARY KEY("language","name")
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" text PRIMARY KEY NOT NULL,
	"path_prefix" text NOT NULL,
	"series" text[] NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content" ADD CONSTRAINT "content_language_languages_code_fk" FOREIGN KEY ("language") REFERENCES "public"."languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phrases" ADD CONSTRAINT "phrases_language_languages_code_fk" FOREIGN KEY ("language") REFERENCES "public"."languages"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_identity_key" ON "content" USING btree ("kind","site","language","environment","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "monitors_slug_key" ON "monitors" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "monitors_vendor_model_key" ON "monitors" USING btree ("vendor","model");--> statement-breakpoint
CREATE INDEX "monitors_series_idx" ON "monitors" USING btree ("series");--> statement-breakpoint
CREATE INDEX "monitors_sites_idx" ON "monitors" USING gin ("sites");--> statement-breakpoint
CREATE INDEX "monitors_certified_on_idx" ON "monitors" USING btree ("certified_on");