ALTER TABLE "monitors" ADD COLUMN "energy_star_max_power_delivery_watts" integer;--> statement-breakpoint
-- Until now usb_c_power_delivery_watts held ENERGY STAR's "Maximum Power Delivery (W)", which is not what one USB-C port gives (issue 46): it moves to its own column. A null fact_sources makes the next start re-import the catalogue (db/seed/index.ts), which fills usb_c_power_delivery_watts from cited pages only.
UPDATE "monitors" SET "energy_star_max_power_delivery_watts" = "usb_c_power_delivery_watts", "usb_c_power_delivery_watts" = NULL, "fact_sources" = NULL;
