import type { productivityEnUs } from "./en-us";

/** 生产力计算器及其总体经济影响（TEI）版式的中文短语；并入 app/i18n/phrases/zh-cn.ts。 */
export const productivityZhCn: Record<keyof typeof productivityEnUs, string> = {
  "productivity.name": "生产力计算器",
  "productivity.summary": "更大屏幕和多屏幕节省的时间及其价值。",
  "productivity.metaDescription": "计算新显示器在三年内为企业带来的价值：节省的工时、留住的员工、成本、净现值、投资回报率和回收期。",
  "productivity.intro":
    "更大的屏幕和更多的屏幕能节省工作时间，对设备满意的员工也更愿意留下。设置您的设备规模和价格，即可逐年查看三年内的收益、成本以及投资何时收回。",

  "productivity.input.staff": "配备显示器的员工人数",
  "productivity.input.staffHint": "1 到 1,000,000 人。",
  "productivity.input.monitorsPerPerson": "每位员工的显示器数量",
  "productivity.input.monitorsPerPersonHint": "1 到 10 台。",
  "productivity.input.monitor": "显示器",
  "productivity.input.monitorHint": "选择产品目录中的显示器即可确定其系列（用于计算员工保留收益）；如目录中有价格，也会一并填入。",
  "productivity.input.monitorNone": "不选目录中的显示器：我自行输入价格",
  "productivity.input.price": "每台显示器的价格",
  "productivity.input.priceHint": "以“金额币种”中所选的货币计；大于 0，最高 100,000。目录中有价格时可不填：留空则使用目录中的美元标价；部分显示器没有标价，此时必须输入价格。",
  "productivity.input.discount": "价格折扣",
  "productivity.input.discountHint": "以百分比填写：10 表示优惠 10%。",
  "productivity.input.mounting": "为每位员工购买安装支架",
  "productivity.input.mountingHint": "每位员工一套显示器支臂或支架，每套 400 美元。",
  "productivity.input.deploymentPlan": "部署计划",
  "productivity.input.deploymentPlanHint": "显示器分几年等量部署完毕。",
  "productivity.input.legacySize": "被替换显示器的尺寸（可选）",
  "productivity.input.legacySizeHint": "选择了目录中的显示器时，只有新显示器的像素和屏幕面积都不少于旧显示器、且其中一项更多，才计入生产力提升；只有屏幕面积更大时才计入员工保留收益。",
  "productivity.input.legacySizeNone": "未说明：按所选来源计入生产力提升",
  "productivity.input.legacyUsbC": "被替换的显示器有 USB-C 或雷电接口",
  "productivity.input.legacyUsbCHint": "只有新显示器有这种接口而旧显示器没有时，才计入连接效率（一根线传输视频、数据和电源）。",

  "productivity.deploymentPlan.1": "第 1 年全部部署",
  "productivity.deploymentPlan.2": "分 2 年部署",
  "productivity.deploymentPlan.3": "分 3 年部署",

  "productivity.error.priceZero": "请输入大于 0、不超过 {max} 的价格。",
  "productivity.error.priceRequired": "产品目录中没有 {monitor} 的价格。请输入每台显示器的价格。",
  "productivity.error.priceMissing": "请选择目录中有价格的显示器，或输入每台显示器的价格。",

  "productivity.assumption.conversion": "节省时间转化为产出的比例",
  "productivity.assumption.productivityRisk": "生产力收益的风险调整",
  "productivity.assumption.connectivityHours": "连接更简便每年节省的小时数",
  "productivity.assumption.operationalRisk": "连接收益的风险调整",
  "productivity.assumption.attrition": "年员工流失率",
  "productivity.assumption.attritionAvoidance": "可避免的流失比例",
  "productivity.assumption.hiringCostUsd": "招聘一名替补员工的成本",
  "productivity.assumption.talentBrandRisk": "员工保留收益的风险调整",
  "productivity.assumption.mountingUsd": "每位员工的安装支架费用",
  "productivity.assumption.deploymentHours": "部署一台显示器所需的 IT 时间",
  "productivity.assumption.deploymentRisk": "部署成本的风险调整",
  "productivity.assumption.movesPerMonitor": "每台显示器每年的搬移次数",
  "productivity.assumption.moveHours": "搬移一台显示器所需的 IT 时间",
  "productivity.assumption.seriesFactor": "员工保留收益的系列系数",

  "productivity.source.productivityModel": "厂商数值，未找到公开研究（生产力模型）",
  "productivity.source.seriesFactorListed": "厂商数值，未找到公开研究（按系列的员工流失系数：{series} 系列）",
  "productivity.source.seriesFactorLargeFormat": "厂商数值，未找到公开研究（按系列的员工流失系数：大尺寸，即目录中的交互式显示屏）",
  "productivity.source.seriesFactorOther": "厂商数值，未找到公开研究（按系列的员工流失系数）：{series} 系列不在表中，因此采用表中最低的系数（E 系列）",
  "productivity.source.seriesFactorNoMonitor": "厂商数值，未找到公开研究（按系列的员工流失系数）：未选择显示器，因此采用表中最低的系数（E 系列）",

  "productivity.result.hoursPerEmployeeYear": "每位员工每年节省的小时数",
  "productivity.result.benefitsPv": "三年收益（现值）",
  "productivity.result.costsPv": "三年成本（现值）",
  "productivity.result.npv": "净现值",
  "productivity.result.roi": "投资回报率",
  "productivity.result.payback": "回收期",
  "productivity.result.pricePerMonitor": "每台显示器的折前价格",

  "productivity.note.noUpgrade":
    "{monitor} 的像素（{pixels}%）或屏幕面积（{area}%）少于被替换的 {legacy} 英寸显示器，或两者都相同。生产力提升是针对更大屏幕和更多屏幕测得的，因此这里不计入：生产力收益为 0。",
  "productivity.note.notCompared":
    "无法将新显示器与被替换的 {legacy} 英寸显示器进行比较：未选择目录中的显示器，或其尺寸或分辨率未注明。生产力提升按所选来源计入。",
  "productivity.condition.title": "计入了哪些收益",
  "productivity.condition.connectivity.counts":
    "计入连接效率：{monitor} 的接口列表（ENERGY STAR）中有 USB-C 或雷电接口，而被替换的显示器没有（按所填）。",
  "productivity.condition.connectivity.downgrade":
    "不计入连接效率：{monitor} 的像素或屏幕面积少于被替换的显示器，或与其相同；降级没有收益。",
  "productivity.condition.connectivity.noMonitor":
    "不计入连接效率：未选择目录中的显示器，无法得知新显示器是否有 USB-C 或雷电接口。",
  "productivity.condition.connectivity.portsUnknown":
    "不计入连接效率：资料来源没有给出 {monitor} 的接口列表，无法得知它是否有 USB-C 或雷电接口。",
  "productivity.condition.connectivity.noUsbC":
    "不计入连接效率：{monitor} 的接口列表（ENERGY STAR）中没有 USB-C 或雷电接口。",
  "productivity.condition.connectivity.legacyHad":
    "不计入连接效率：被替换的显示器已有 USB-C 或雷电接口（按所填）。",
  "productivity.condition.retention.counts":
    "计入员工保留收益：{monitor} 的屏幕面积比被替换的 {legacy} 英寸显示器多 {area}%。该研究测得的员工保留收益来自以更大屏幕替换较小屏幕的情形：19 英寸显示器换成 27 英寸 UltraSharp（Forrester Consulting《The Total Economic Impact of Dell UltraSharp Monitors》，2018 年 7 月，由 Dell 委托）。",
  "productivity.condition.retention.notLarger":
    "不计入员工保留收益：该研究只在以更大屏幕替换较小屏幕的情形中测得此收益（19 英寸显示器换成 27 英寸 UltraSharp；Forrester Consulting《The Total Economic Impact of Dell UltraSharp Monitors》，2018 年 7 月，由 Dell 委托），而 {monitor} 并不是对被替换的 {legacy} 英寸显示器的更大升级。",
  "productivity.condition.retention.notCompared":
    "不计入员工保留收益：该研究只在以更大屏幕替换较小屏幕的情形中测得此收益（19 英寸显示器换成 27 英寸 UltraSharp；Forrester Consulting《The Total Economic Impact of Dell UltraSharp Monitors》，2018 年 7 月，由 Dell 委托），而新显示器无法与被替换的 {legacy} 英寸显示器比较（未选择目录中的显示器，或其尺寸或分辨率未注明）。",
  "productivity.condition.retention.notStated":
    "不计入员工保留收益：该研究只在以更大屏幕替换较小屏幕的情形中测得此收益（19 英寸显示器换成 27 英寸 UltraSharp；Forrester Consulting《The Total Economic Impact of Dell UltraSharp Monitors》，2018 年 7 月，由 Dell 委托）。请选择被替换显示器的尺寸和目录中的显示器，以判断这里是否属于该情形。",

  "productivity.breakEven.label": "每位员工需节省多少时间即可收回投资",
  "productivity.breakEven.seconds": "每天 {seconds} 秒",
  "productivity.breakEven.minutes": "每天 {minutes} 分钟",
  "productivity.breakEven.note": "仅计算节省的时间：每位配备新显示器的员工每个工作日节省这么多时间，三年净现值即为零（每年 {days} 个工作日）。",
  "productivity.breakEven.beyondDay": "这超过了一整个工作日：仅靠节省时间无法收回本方案的投资。",

  "productivity.scenarios.caption": "无生产力提升以及最低、所选和最高提升下的回报",
  "productivity.scenarios.note": "同一方案分别在完全没有生产力提升、产品规格中的被动提升和厂商提升下计算；其他条件均不变。",
  "productivity.scenarios.none": "无提升",
  "productivity.scenarios.low": "低",
  "productivity.scenarios.likely": "可能",
  "productivity.scenarios.high": "高",
  "productivity.scenarios.roi": "回报率（ROI）",
  "productivity.scenarios.gain": "生产力提升",

  "productivity.sensitivity.title": "影响净现值的因素：每项数值单独降低 25% 和提高 25%",
  "productivity.sensitivity.lower": "降低 25%",
  "productivity.sensitivity.higher": "提高 25%",
  "productivity.sensitivity.npv": "计算所得净现值：{npv}",
  "productivity.sensitivity.item": "{label}：降低 25% 时为 {low}，提高 25% 时为 {high}",
  "productivity.sensitivity.table": "以表格查看数值",
  "productivity.sensitivity.figure": "变动的数值",
  "productivity.sensitivity.gain": "生产力提升",
  "productivity.sensitivity.conversion": "节省时间转化为产出的比例",
  "productivity.sensitivity.productivityRisk": "生产力收益的风险调整",
  "productivity.sensitivity.price": "每台显示器的价格",
  "productivity.sensitivity.salary": "薪资",
  "productivity.sensitivity.connectivityHours": "连接更简便所节省的小时数",

  "productivity.payback.under6": "不到 6 个月",
  "productivity.payback.months": "{months} 个月",
  "productivity.payback.never": "超过 3 年",

  "productivity.table.caption": "逐年收益与成本（未贴现）",
  "productivity.table.year": "第 {year} 年",
  "productivity.table.total": "合计",
  "productivity.table.equipped": "使用新显示器的员工",
  "productivity.table.deployed": "本年领取显示器的员工",
  "productivity.table.productivity": "生产力",
  "productivity.table.connectivity": "连接便利",
  "productivity.table.retention": "员工保留",
  "productivity.table.benefits": "收益合计",
  "productivity.table.monitors": "显示器",
  "productivity.table.mounting": "安装支架",
  "productivity.table.deployment": "部署",
  "productivity.table.moves": "搬移",
  "productivity.table.costs": "成本合计",
  "productivity.table.net": "净现金流",
  "productivity.chart.title": "每年的收益与成本",

  "tei.title": "总体经济影响",
  "tei.metaDescription": "新显示器三年期的总体经济影响分析：收益、成本、风险调整与灵活性。",
  "tei.intro": "以总体经济影响研究的形式呈现生产力模型：三年内的每项收益和成本、对每个不确定数值所做的风险调整，以及按贴现率计算的现值。",
  "tei.section.benefits": "收益",
  "tei.section.costs": "成本",
  "tei.section.risk": "风险调整",
  "tei.section.flexibility": "灵活性",
  "tei.section.summary": "财务摘要",
  "tei.unadjusted": "调整前",
  "tei.riskAdjustment": "风险调整额",
  "tei.riskAdjusted": "风险调整后",
  "tei.riskRate": "调整幅度 {rate}",
  "tei.presentValue": "现值",
  "tei.risk.productivity": "并非节省的每一分钟都能变成产出，各工作场所测得的提升也不尽相同：因此调低该收益。",
  "tei.risk.connectivity": "连接笔记本电脑和外设所节省的时间取决于工作方式：因此调低该收益。",
  "tei.risk.retention": "设备只是员工留下的原因之一：因此调低员工保留收益。",
  "tei.risk.deployment": "部署可能比计划耗时更长：因此调高部署成本。",
  "tei.flexibility.note":
    "总体经济影响研究还会计入灵活性，即这项投资日后带来的选择，例如显示器可与下一代笔记本电脑继续搭配使用、改用共享工位或开展视频会议而无需添置新屏幕。本计算器不对这些选择估值，上述数值均不包含它们。",
};
