ALTER TABLE "devices" ADD COLUMN "usb_c_charging_watts" integer;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "lid_closed_from_os" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "thunderbolt" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "ports" text[] DEFAULT '{}' NOT NULL;