/**
 * Rows copied verbatim from the files in db/seed-data (header line first), so the unit tests
 * work on the real data. Expected values in the tests are read off these lines by hand.
 */

/** energystar/certified-displays-2016-2022.csv: Acer B226HQL x3, Acer CB322QK, Dell C5518QT, Dell E2220H x2, Dell U2723QE, Dell U3421WE, ViewSonic VX2416, LG 27BP450Y-*, NEC M431 (signage). */
export const energyStarExportRows = `ENERGY STAR Unique ID,ENERGY STAR Partner,Brand Name,Model Name,Model Number,Additional Model Information,UPC,Product Type,Panel Type,Native Resolution (pixels),Total Native Resolution (megapixels),Screen Size (inches),Screen Area (square inches),Model Features,Features Enabled in Default On Mode,Features Enabled in Default Sleep Mode,Signal or Data Interfaces,Power Source,On Mode Power (watts),Maximum On Mode Power Limit for Signage Certification (watts),Sleep Mode Power (watts),Maximum Sleep Mode Power Limit for Signage Certification (watts),Off Mode Power (watts),On Mode Power at 12 Lux at 115 Volts (W),On Mode Power at 300 Lux (watts),Monitor Total Energy Consumption at 115 Volts (kWh/yr),Maximum Total Energy Consumption Limit for Monitor Certification (kWh/yr),Maximum Luminance (candelas per square meter),Enhanced-Performance Display?,Color Gamut,Color Spaces Supported,High Dynamic Range (HDR),Display Contrast Ratio  at 0 deg. Horiz. Viewing Angle,Reported Contrast Ratio at -85 Degrees (Left) Horizontal Viewing Angle,Reported Contrast Ratio at +85 Degrees (Right) Horizontal Viewing Angle,USB-C with Power Delivery Supported,Maximum Power Delivery (W),Tiled Display System,Maximum Tiled Configuration,Date Available On Market,Date Certified,Markets,CB Model Identifier,Meets Most Efficient 2023 Criteria
2349361,Acer Incorporated,Acer,B226HQL_q,B226HQL,,,Monitor,TN LCD,1920  x 1080,2.1,21.5,198.08,"Variable Refresh Rate,Built-In Speakers",Automatic Brightness Control,None,"VGA,Display,HDMI,USB",Ac to dc internal power supply,11.8,,0.3,,0.2,,,37.9,42.7,250,No,31.5,sRGB,N/A,1000,,,No,,No,0,01/28/2020 12:00:00 AM,11/01/2019 12:00:00 AM,"United States, Switzerland, Taiwan, Japan, Canada",ES_20101_B226HQL_11012019162453I24_1126158,No
2352412,Acer Incorporated,Acer,B226HQL_v,B226HQL,"V226HQL_v,V226HQL,",193199104175;195133149853,Monitor,TN LCD,1080 x 1920,2.1,21.5,198.08,Built-In Speakers,None,None,"VGA,DVI",Ac to dc internal power supply,12.41,,0.22,,0.09,,,39.3,42.66,250,No,,None,N/A,1000,,,No,,,,12/30/2016 12:00:00 AM,12/31/2019 12:00:00 AM,"United States, Taiwan, Japan, Canada",ES_20101_B226HQL_12302019134526_8101617,No
2354166,Acer Incorporated,Acer,B226HQL_r,B226HQL,"V226HQL G_r,V226HQL G,; V226HQL W_r,V226HQL W,; V226HQL_r,V226HQL,",,Monitor,IPS LCD,1920 x 1080,2.1,21.5,197.6,"Built-In Speakers,Other,User Adjustable Backlight",Built-In Speakers,None,"VGA,Other,DVI,Display",Ac to dc internal power supply,13.13,,0.24,,0.18,,,41.62,42.65,250,No,33.0,NTSC,N/A,1000,,,No,,,,08/10/2020 12:00:00 AM,12/16/2019 12:00:00 AM,"United States, Taiwan, Japan, Canada",ES_20101_B226HQL_01272020151152_7912224,No
2394127,Acer Incorporated,Acer,CB322QK,"CB322QK SEMIPRUZX, CB322QK SEMIPRUX, CB322QK SEMIPRX, CB322QK BEMIPRUZX",,193199153678,Monitor,IPS LCD,2160 x 3840,8.3,31.5,423.5,USB-C,Full Network Connectivity,Full Network Connectivity,"Other,Display,HDMI",Ac to dc internal power supply,30.89,,0.34,,0,,,96.64,128.45,350,Yes,46.1,Adobe RGB,N/A,1000,60,60,No,0,No,,05/01/2022 12:00:00 AM,03/24/2022 12:00:00 AM,"United States, Switzerland, Taiwan, Japan, Canada",ES_20101_CB322QK SEMIPRUZX_03262022124918_6430182,No
2341316,Dell Inc.,DELL,C5518QT,C5518QTt,,,Signage Display,IPS LCD,3840 x 2160,8.3,54.6,1275.7,"Full Network Connectivity,Touch Screen,Built-In Speakers","Full Network Connectivity,Touch Screen,Built-In Speakers",Full Network Connectivity,"Display,HDMI,RS232,VGA,Other,RJ45,USB",Ac to dc internal power supply,76.87,99.49,0.6,3.5,0.2,,,,,350,No,0.3,None,N/A,1200,,,No,,No,,05/22/2017 12:00:00 AM,07/16/2019 12:00:00 AM,"United States, Switzerland, Taiwan, Japan, Canada",ES_29573_C5518QTt_07172019115418_6123578,No
2348547,Dell Inc.,DELL,E2220H,E2220Hf,,884116366058,Monitor,TN LCD,1920 x 1080,2.1,21.5,198.08,None,None,None,"VGA,Display",Ac to dc internal power supply,10.93,,0.11,,0.1,,,34.14,42.66,250,No,,None,N/A,1000,,,No,,No,,12/04/2019 12:00:00 AM,10/11/2019 12:00:00 AM,"United States, Switzerland, Taiwan, Japan, Canada",ES_29573_E2220Hf_10152019224022_8660386,No
2349320,Dell Inc.,DELL,E2220H,E2220Ho,,,Monitor,TN LCD,1920 x 1080,2.1,21.5,197.5,None,None,None,"VGA,Display",Ac to dc internal power supply,10.62,,0.11,,0.1,,,33.19,42.64,281,No,31.5,None,N/A,1000,,,No,,No,,01/08/2020 12:00:00 AM,10/29/2019 12:00:00 AM,"United States, Switzerland, Taiwan, Japan, Canada",ES_29573_E2220Ho_11042019130744_2677030,No
2392997,Dell Inc.,DELL,U2723QE,U2723QEt,"U2723QX,,",884116415589,Monitor,IPS LCD,3840 x 2160,8.3,27,310.47,"USB-C,Full Network Connectivity",Full Network Connectivity,Full Network Connectivity,"RJ45,Display,HDMI,USB",Ac to dc internal power supply,28.32,,0.74,,0.3,,,91.04,98.17,400,Yes,0.4,None,N/A,1000,99,100,Yes,90,No,,01/27/2022 12:00:00 AM,07/14/2021 12:00:00 AM,"United States, Switzerland, Taiwan, Japan, Canada",ES_29573_U2723QEt_02142022105332_9785320,No
2361423,Dell Inc.,DELL,U3421WE,U3421WEb,,884116381174,Monitor,IPS LCD,3440 x 1440,5,34.1,415.05,"Variable Refresh Rate,Curved Screen,Full Network Connectivity,Built-In Speakers","Variable Refresh Rate,Full Network Connectivity,Built-In Speakers",Full Network Connectivity,"RJ45,Display,HDMI,USB",Ac to dc internal power supply,30.93,,0.4,,0.13,,,97.11,117.5,300,Yes,43,sRGB,N/A,1000,60,60,Yes,90,No,0,12/01/2020 12:00:00 AM,12/02/2020 12:00:00 AM,"United States, Switzerland, Taiwan, Japan, Canada",ES_29573_U3421WEb_06082020122706_1657639,No
2399248,Dell Inc.,ViewSonic,VX2416,VS19052,,,Monitor,TN LCD,1920 x 1080,2.1,23.8,242,None,None,None,Display,Ac to dc internal power supply,13.91,,0.32,,0.2,,,44.47,45.72,319,No,0.3,None,N/A,1000,,,No,,No,,07/22/2022 12:00:00 AM,07/27/2022 12:00:00 AM,"United States, Switzerland, Taiwan, Japan, Canada",ES_29573_VS19052_07282022145241_8952910,No
2387950,"LG Electronics, Inc.",LG,27BP450Y-*,27BP450Y,",,(""*"" can be 'blank' or A~Z,Ex.:27BP450Y-B)",195174014325,Monitor,IPS LCD,1920 x 1080,2.1,27,311.67,Built-In Speakers,Built-In Speakers,None,"VGA,Display,HDMI",Ac to dc external power supply,,,0.1,,0.1,,,,52.06,270.5,No,,None,N/A,2,,,No,,,,11/17/2021 12:00:00 AM,11/02/2021 12:00:00 AM,"United States, Taiwan, Japan, Canada",ES_1118034_27BP450Y_110120212114511_5769061,Yes
2369024,"NEC Display Solutions of America, Inc.",NEC,M431,M431,,,Signage Display,IPS LCD,3840 x 2160,8.3,42.5,771.8,"High Dynamic Range,Full Network Connectivity,Built-In Speakers,User Adjustable Backlight",Full Network Connectivity,Full Network Connectivity,"RS232,RJ45,Other,Display,HDMI,USB",Ac to dc internal power supply,53.3,74.9,0.74,3.5,0,,,,,500,No,,NTSC,N/A,1100,,,No,,No,,01/28/2021 12:00:00 AM,11/02/2020 12:00:00 AM,"United States, Switzerland, Taiwan, Japan, Canada",ES_1021168_M431_11032020151000_8779522,No
`;

/** energystar/dell-monitors-merged.csv: C2723H, C5518QT, E2220H, E2225HM, E2225HMo, P2418HZm, S3225QC, U2723QE, U3421WE. */
export const dellListRows = `series,model,model_number,type,inches,width,height,panel,on_w,sleep_w,off_w,usbc_pd,usbc_pd_w,interfaces,color_spaces,hdr,max_nits,certified,source
C series,C2723H,C2723Hb,Monitor,27,1920,1080,IPS LCD,11.76,0.27,0.1,No,0,"Display,HDMI,USB",sRGB,N/A,300,10/01/2021,energystar-2022-snapshot(mzaratec)
C series,C5518QT,C5518QTt,Signage Display,54.6,3840,2160,IPS LCD,76.87,0.6,0.2,No,,"Display,HDMI,RS232,VGA,Other,RJ45,USB",None,N/A,350,07/16/2019,energystar-2022-snapshot(mzaratec)
E series,E2220H,E2220Ho,Monitor,21.5,1920,1080,TN LCD,10.62,0.11,0.1,No,,"VGA,Display",None,N/A,281,10/29/2019,energystar-2022-snapshot(mzaratec)
E series,E2225HM,E2225HMt,Monitor,21.5,1920,1080,VA LCD,10.14,0.3,0.11,,,,,,250,2024-10-23,energystar-2026(PowerLedger)
E series,E2225HMo,E2225HM,Monitor,21.5,1920,1080,IPS LCD,10.13,0.13,0.1,,,,,,250,2024-10-29,energystar-2026(PowerLedger)
P series,P2418HZm,P2418HZc,Monitor,23.8,1920,1080,IPS LCD,13.67,0.12,0.11,No,,"VGA,Display,HDMI,USB",None,N/A,250,10/16/2019,energystar-2022-snapshot(mzaratec)
S series,S3225QC,S3225QCc,Monitor,31.6,3840,2160,OLED,37.48,0.49,0.29,,,,,DisplayHDR 400,250,2025-02-13,energystar-2026(PowerLedger)
UltraSharp,U2723QE,U2723QEt,Monitor,27,3840,2160,IPS LCD,28.32,0.74,0.3,Yes,90,"RJ45,Display,HDMI,USB",None,N/A,400,07/14/2021,energystar-2022-snapshot(mzaratec)
UltraSharp,U3421WE,U3421WEb,Monitor,34.1,3440,1440,IPS LCD,30.93,0.4,0.13,Yes,90,"RJ45,Display,HDMI,USB",sRGB,N/A,300,12/02/2020,energystar-2022-snapshot(mzaratec)
`;

/** specs/monitors-retail-specs.csv: one non-Dell row, Dell and Alienware rows, P170S twice, a name without a model. */
export const retailRows = `name,price,screen_size,resolution,refresh_rate,response_time,panel_type,aspect_ratio
KOORUI 24E3,109.99,24,"1920,1080",165,1,IPS,16:9
Dell Alienware AW3423DWF,899.99,34.2,"3440,1440",165,0.1,QD-OLED,21:9
Dell U2723QE,475.99,27,"3840,2160",60,5,IPS,16:9
Dell P2418HZM,399.89,23.8,"1920,1080",60,6,IPS,16:9
Dell E2220H,158,21.5,"1920,1080",60,5,TN,16:9
Dell 2007FP,,20,"1600,1200",60,16,,4:3
Dell P170S,131.78,17,"1280,1024",60,5,,5:4
Dell P170S,,17,"1280,1024",60,5,TN,5:4
Dell P2722H CVAA,,27,"1920,1080",60,5,IPS,16:9
Dell UZ2715H,,27,"1920,1080",60,8,IPS,16:9
Alienware AW2725Q,799.99,26.7,"3840,2160",240,0.03,QD-OLED,16:9
QNIX QX3218R 165 Curved Captain,,32,"1920,1080",144,1,VA,16:9
`;
