ALTER TABLE "monitors" ADD COLUMN "gamut_primaries" jsonb;--> statement-breakpoint
ALTER TABLE "monitors" ADD COLUMN "gamut_srgb_pct" double precision;--> statement-breakpoint
ALTER TABLE "monitors" ADD COLUMN "gamut_dci_p3_pct" double precision;--> statement-breakpoint
ALTER TABLE "monitors" ADD COLUMN "gamut_adobe_rgb_pct" double precision;--> statement-breakpoint
ALTER TABLE "monitors" ADD COLUMN "gamut_coverage" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "monitors" ADD COLUMN "bits_per_colour" integer;--> statement-breakpoint
ALTER TABLE "monitors" ADD COLUMN "hdr_transfer_functions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "monitors" ADD COLUMN "hdr_max_luminance_nits" integer;--> statement-breakpoint
ALTER TABLE "monitors" ADD COLUMN "adaptive_sync" jsonb;--> statement-breakpoint
ALTER TABLE "monitors" ADD COLUMN "fact_sources" jsonb;--> statement-breakpoint
CREATE INDEX "monitors_gamut_coverage_idx" ON "monitors" USING gin ("gamut_coverage");--> statement-breakpoint
CREATE INDEX "monitors_bits_per_colour_idx" ON "monitors" USING btree ("bits_per_colour");