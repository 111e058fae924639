/** English phrases of the productivity calculator and its TEI layout; merged into app/i18n/phrases/en-us.ts. */
export const productivityEnUs = {
  "productivity.name": "Productivity Calculator",
  "productivity.summary": "Hours saved and the value of larger and multiple screens.",
  "productivity.metaDescription":
    "Work out what new monitors are worth to a business over three years: hours saved, staff kept, costs, net present value, ROI and payback.",
  "productivity.intro":
    "Larger and additional screens save working time, and employees who like their equipment stay longer. Set your fleet and prices to see the benefits, the costs and when the investment pays back, year by year over three years.",

  "productivity.input.staff": "Employees to equip",
  "productivity.input.staffHint": "1 to 1,000,000 people.",
  "productivity.input.monitorsPerPerson": "Monitors per employee",
  "productivity.input.monitorsPerPersonHint": "1 to 10.",
  "productivity.input.monitor": "Monitor",
  "productivity.input.monitorHint": "A catalog monitor sets the series (for the retention benefit) and, when the catalog knows it, the price.",
  "productivity.input.monitorNone": "No catalog monitor: I will enter a price",
  "productivity.input.price": "Price per monitor",
  "productivity.input.priceHint": "In the currency chosen under \"Amounts in\"; above 0, up to 100,000. Optional when the catalog has a price: leave empty to use its list price in US dollars; some monitors have none, and then a price is needed.",
  "productivity.input.discount": "Discount on the price",
  "productivity.input.discountHint": "In percent: 10 is 10 % off the price.",
  "productivity.input.mounting": "Buy a mounting set for each employee",
  "productivity.input.mountingHint": "A monitor arm or stand per employee, 400 US dollars each.",
  "productivity.input.deploymentPlan": "Deployment plan",
  "productivity.input.deploymentPlanHint": "Over how many years the monitors are rolled out, in equal parts.",
  "productivity.input.legacySize": "Size of the monitors being replaced (optional)",
  "productivity.input.legacySizeHint": "With a catalog monitor chosen, the productivity gain counts only when the new monitor has no fewer pixels and no less screen area than these, and more of one; retention counts only when it has more screen area.",
  "productivity.input.legacySizeNone": "Not stated: count the gain as chosen",
  "productivity.input.legacyUsbC": "The monitors being replaced have a USB-C or Thunderbolt port",
  "productivity.input.legacyUsbCHint": "Connectivity (one cable for video, data and power) is counted only when the new monitor has such a port and the old ones do not.",

  "productivity.deploymentPlan.1": "All in year 1",
  "productivity.deploymentPlan.2": "Over 2 years",
  "productivity.deploymentPlan.3": "Over 3 years",

  "productivity.error.priceZero": "Enter a price above 0, up to {max}.",
  "productivity.error.priceRequired": "{monitor} has no price in the catalog. Enter its price per monitor.",
  "productivity.error.priceMissing": "Choose a monitor whose price the catalog knows, or enter a price per monitor.",

  "productivity.assumption.conversion": "Share of saved time that turns into output",
  "productivity.assumption.productivityRisk": "Risk adjustment of the productivity benefit",
  "productivity.assumption.connectivityHours": "Hours saved a year by simpler connections",
  "productivity.assumption.operationalRisk": "Risk adjustment of the connectivity benefit",
  "productivity.assumption.attrition": "Yearly staff attrition",
  "productivity.assumption.attritionAvoidance": "Share of attrition avoided",
  "productivity.assumption.hiringCostUsd": "Cost of hiring a replacement",
  "productivity.assumption.talentBrandRisk": "Risk adjustment of the retention benefit",
  "productivity.assumption.mountingUsd": "Mounting set per employee",
  "productivity.assumption.deploymentHours": "IT time to deploy a monitor",
  "productivity.assumption.deploymentRisk": "Risk adjustment of the deployment cost",
  "productivity.assumption.movesPerMonitor": "Moves per monitor a year",
  "productivity.assumption.moveHours": "IT time to move a monitor",
  "productivity.assumption.seriesFactor": "Series factor of the retention benefit",

  "productivity.source.productivityModel": "Maker's figure, no public study found (productivity model)",
  "productivity.source.seriesFactorListed": "Maker's figure, no public study found (attrition factors by series: {series} series)",
  "productivity.source.seriesFactorLargeFormat": "Maker's figure, no public study found (attrition factors by series: Large Format, the catalog's interactive displays)",
  "productivity.source.seriesFactorOther": "Maker's figure, no public study found (attrition factors by series): the {series} series is not listed there, so the lowest listed factor (E series) is used",
  "productivity.source.seriesFactorNoMonitor": "Maker's figure, no public study found (attrition factors by series): no monitor is chosen, so the lowest listed factor (E series) is used",

  "productivity.result.hoursPerEmployeeYear": "Hours saved per employee a year",
  "productivity.result.benefitsPv": "Benefits over 3 years (present value)",
  "productivity.result.costsPv": "Costs over 3 years (present value)",
  "productivity.result.npv": "Net present value",
  "productivity.result.roi": "Return on investment",
  "productivity.result.payback": "Payback",
  "productivity.result.pricePerMonitor": "Price per monitor before discount",

  "productivity.note.noUpgrade":
    "{monitor} has fewer pixels ({pixels} %) or less screen area ({area} %) than the {legacy}-inch monitors it replaces, or the same of both. The productivity gain was measured for larger and additional screens, so none is counted here: the productivity benefit is 0.",
  "productivity.note.notCompared":
    "The new monitor could not be compared with the {legacy}-inch monitors it replaces: no catalog monitor is chosen, or its size or resolution is not specified. The productivity gain is counted as chosen.",
  "productivity.condition.title": "Which benefits are counted",
  "productivity.condition.connectivity.counts":
    "Connectivity is counted: {monitor} has a USB-C or Thunderbolt port in its port list (ENERGY STAR), and the monitors it replaces have none (as entered).",
  "productivity.condition.connectivity.downgrade":
    "Connectivity is not counted: {monitor} has fewer pixels or less screen area than the monitors it replaces, or the same, and a downgrade has no benefit.",
  "productivity.condition.connectivity.noMonitor":
    "Connectivity is not counted: no catalog monitor is chosen, so whether the new monitors have a USB-C or Thunderbolt port is not known.",
  "productivity.condition.connectivity.portsUnknown":
    "Connectivity is not counted: the sources give no port list for {monitor}, so whether it has a USB-C or Thunderbolt port is not known.",
  "productivity.condition.connectivity.noUsbC":
    "Connectivity is not counted: the port list of {monitor} (ENERGY STAR) has no USB-C or Thunderbolt port.",
  "productivity.condition.connectivity.legacyHad":
    "Connectivity is not counted: the monitors being replaced already have a USB-C or Thunderbolt port (as entered).",
  "productivity.condition.retention.counts":
    "Retention is counted: {monitor} has {area} % more screen area than the {legacy}-inch monitors it replaces. The study measured retention where larger screens replaced smaller ones: 19-inch monitors replaced by 27-inch UltraSharps (Forrester Consulting, The Total Economic Impact of Dell UltraSharp Monitors, July 2018, commissioned by Dell).",
  "productivity.condition.retention.notLarger":
    "Retention is not counted: the study measured it only where larger screens replaced smaller ones (19-inch monitors replaced by 27-inch UltraSharps; Forrester Consulting, The Total Economic Impact of Dell UltraSharp Monitors, July 2018, commissioned by Dell), and {monitor} is no larger upgrade of the {legacy}-inch monitors it replaces.",
  "productivity.condition.retention.notCompared":
    "Retention is not counted: the study measured it only where larger screens replaced smaller ones (19-inch monitors replaced by 27-inch UltraSharps; Forrester Consulting, The Total Economic Impact of Dell UltraSharp Monitors, July 2018, commissioned by Dell), and the new monitor could not be compared with the {legacy}-inch monitors it replaces (no catalog monitor, or its size or resolution not specified).",
  "productivity.condition.retention.notStated":
    "Retention is not counted: the study measured it only where larger screens replaced smaller ones (19-inch monitors replaced by 27-inch UltraSharps; Forrester Consulting, The Total Economic Impact of Dell UltraSharp Monitors, July 2018, commissioned by Dell). Choose the size of the monitors being replaced and a catalog monitor to show whether that is the case here.",

  "productivity.breakEven.label": "Pays for itself if each employee saves",
  "productivity.breakEven.seconds": "{seconds, plural, one {# second} other {# seconds}} a day",
  "productivity.breakEven.minutes": "{minutes, plural, one {# minute} other {# minutes}} a day",
  "productivity.breakEven.note": "Counting the time saved only: the 3-year net present value is zero at this saving per equipped employee and working day ({days} working days a year).",
  "productivity.breakEven.beyondDay": "That is more than a whole working day: time saved alone cannot pay for this case.",

  "productivity.scenarios.caption": "The return with no productivity gain and at the lowest, chosen and highest gain",
  "productivity.scenarios.note": "The same case with no productivity gain at all, at the specification's passive gain and at the maker's gain; everything else is unchanged.",
  "productivity.scenarios.none": "No gain",
  "productivity.scenarios.low": "Low",
  "productivity.scenarios.likely": "Likely",
  "productivity.scenarios.high": "High",
  "productivity.scenarios.roi": "Return (ROI)",
  "productivity.scenarios.gain": "Productivity gain",

  "productivity.sensitivity.title": "What moves the net present value: each figure 25 % lower and 25 % higher, alone",
  "productivity.sensitivity.lower": "25 % lower",
  "productivity.sensitivity.higher": "25 % higher",
  "productivity.sensitivity.npv": "Net present value as calculated: {npv}",
  "productivity.sensitivity.item": "{label}: {low} when 25 % lower, {high} when 25 % higher",
  "productivity.sensitivity.table": "The figures as a table",
  "productivity.sensitivity.figure": "Figure changed",
  "productivity.sensitivity.gain": "Productivity gain",
  "productivity.sensitivity.conversion": "Share of saved time that turns into output",
  "productivity.sensitivity.productivityRisk": "Risk adjustment of the productivity benefit",
  "productivity.sensitivity.price": "Price per monitor",
  "productivity.sensitivity.salary": "Salary",
  "productivity.sensitivity.connectivityHours": "Hours saved by simpler connections",

  "productivity.payback.under6": "Less than 6 months",
  "productivity.payback.months": "{months, plural, one {# month} other {# months}}",
  "productivity.payback.never": "More than 3 years",

  "productivity.table.caption": "Benefits and costs, year by year (not discounted)",
  "productivity.table.year": "Year {year}",
  "productivity.table.total": "Total",
  "productivity.table.equipped": "Employees with new monitors",
  "productivity.table.deployed": "Employees receiving monitors",
  "productivity.table.productivity": "Productivity",
  "productivity.table.connectivity": "Connectivity",
  "productivity.table.retention": "Retention",
  "productivity.table.benefits": "Total benefits",
  "productivity.table.monitors": "Monitors",
  "productivity.table.mounting": "Mounting",
  "productivity.table.deployment": "Deployment",
  "productivity.table.moves": "Moves",
  "productivity.table.costs": "Total costs",
  "productivity.table.net": "Net cash flow",
  "productivity.chart.title": "Benefits and costs a year",

  "tei.title": "Total Economic Impact",
  "tei.metaDescription": "A three-year total-economic-impact case for new monitors: benefits, costs, risk adjustments and flexibility.",
  "tei.intro":
    "The productivity model laid out as a total-economic-impact study: each benefit and cost over three years, the risk adjustment applied to each uncertain figure, and the present value at the discount rate.",
  "tei.section.benefits": "Benefits",
  "tei.section.costs": "Costs",
  "tei.section.risk": "Risk adjustments",
  "tei.section.flexibility": "Flexibility",
  "tei.section.summary": "Financial summary",
  "tei.unadjusted": "Unadjusted",
  "tei.riskAdjustment": "Risk adjustment",
  "tei.riskAdjusted": "Risk-adjusted",
  "tei.riskRate": "Adjusted by {rate}",
  "tei.presentValue": "Present value",
  "tei.risk.productivity": "Not every minute saved becomes output, and measured gains vary between workplaces: the benefit is reduced.",
  "tei.risk.connectivity": "Time saved on connecting laptops and peripherals depends on how people work: the benefit is reduced.",
  "tei.risk.retention": "Equipment is only one reason people stay: the retention benefit is reduced.",
  "tei.risk.deployment": "Deployments can take longer than planned: the deployment cost is increased.",
  "tei.flexibility.note":
    "A total-economic-impact study also counts flexibility: options the investment opens later, such as reusing the monitors with the next laptops, moving to shared desks or video meetings without new screens. This calculator does not put a value on them; none is included in the figures above.",
} as const;
