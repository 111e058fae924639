CREATE TABLE "devices" (
	"slug" text PRIMARY KEY NOT NULL,
	"vendor" text NOT NULL,
	"name" text NOT NULL,
	"form" text NOT NULL,
	"year" integer NOT NULL,
	"os" text NOT NULL,
	"min_os_major" integer NOT NULL,
	"native_external_displays" integer NOT NULL,
	"lid_closed_external_displays" integer,
	"daisy_chain" boolean NOT NULL,
	"hdmi" boolean NOT NULL,
	"charger_watts" integer,
	"display_source" text NOT NULL,
	"power_source" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "devices_os_idx" ON "devices" USING btree ("os");