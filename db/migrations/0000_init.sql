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
	"search_text" text DEFAULT '' NOT NULL,
	"ppi" integer GENERATED ALWAYS AS (round(sqrt(power("resolution_width"::double precision, 2) + power("resolution_height"::double precision, 2)) / nullif("size_inches", 0))::integer) STORED,
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
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"sub" text NOT NULL,
	"name" text,
	"email" text,
	"is_partner" boolean NOT NULL,
	"user_type_announced" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"attempts" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_states" (
	"id" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"return_to" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"folders" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"url_title" text NOT NULL,
	"calculator" text NOT NULL,
	"calculator_data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content" ADD CONSTRAINT "content_language_languages_code_fk" FOREIGN KEY ("language") REFERENCES "public"."languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phrases" ADD CONSTRAINT "phrases_language_languages_code_fk" FOREIGN KEY ("language") REFERENCES "public"."languages"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_identity_key" ON "content" USING btree ("kind","site","language","environment","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "monitors_slug_key" ON "monitors" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "monitors_vendor_model_key" ON "monitors" USING btree ("vendor","model");--> statement-breakpoint
CREATE INDEX "monitors_series_idx" ON "monitors" USING btree ("series");--> statement-breakpoint
CREATE INDEX "monitors_sites_idx" ON "monitors" USING gin ("sites");--> statement-breakpoint
CREATE INDEX "monitors_certified_on_idx" ON "monitors" USING btree ("certified_on");--> statement-breakpoint
CREATE INDEX "monitors_ports_idx" ON "monitors" USING gin ("ports");--> statement-breakpoint
CREATE INDEX "monitors_features_idx" ON "monitors" USING gin ("features");--> statement-breakpoint
CREATE INDEX "monitors_color_spaces_idx" ON "monitors" USING gin ("color_spaces");--> statement-breakpoint
CREATE INDEX "monitors_certifications_idx" ON "monitors" USING gin ("certifications");--> statement-breakpoint
CREATE INDEX "monitors_size_idx" ON "monitors" USING btree ("size_inches");--> statement-breakpoint
CREATE INDEX "monitors_resolution_idx" ON "monitors" USING btree ("resolution_width","resolution_height");--> statement-breakpoint
CREATE INDEX "monitors_refresh_rate_idx" ON "monitors" USING btree ("refresh_rate_hz");--> statement-breakpoint
CREATE INDEX "monitors_response_time_idx" ON "monitors" USING btree ("response_time_ms");--> statement-breakpoint
CREATE INDEX "monitors_usb_c_power_delivery_idx" ON "monitors" USING btree ("usb_c_power_delivery_watts");--> statement-breakpoint
CREATE INDEX "monitors_ppi_idx" ON "monitors" USING btree ("ppi");--> statement-breakpoint
CREATE INDEX "monitors_price_idx" ON "monitors" USING btree ("list_price_usd");--> statement-breakpoint
CREATE INDEX "monitors_updated_at_idx" ON "monitors" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "monitors_market_date_idx" ON "monitors" USING btree (coalesce("released_on", "certified_on") desc nulls last,"model" collate "C");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_sub_idx" ON "sessions" USING btree ("sub");--> statement-breakpoint
CREATE INDEX "sign_in_states_expires_at_idx" ON "sign_in_states" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "collections_user_slug_key" ON "collections" USING btree ("user_id","slug");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_entries_user_url_title_key" ON "saved_entries" USING btree ("user_id","url_title");