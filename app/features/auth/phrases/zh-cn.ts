import type { authEnUs } from "./en-us";

export const authZhCn: Record<keyof typeof authEnUs, string> = {
  "auth.signIn": "登录",
  "auth.signOut": "退出登录",
  "auth.signedInAs": "当前登录用户",
  "auth.signInIntro": "使用公司账户登录，即可将显示器和书签保存到收藏集中，并保存计算器结果。",
  "auth.signInReturnNote": "登录后将返回您刚才所在的页面。",
  "auth.continueToSignIn": "继续登录",
  "auth.signInUnavailable": "此服务器未提供登录功能。",
  "auth.signInRateLimited": "您的网络登录尝试次数过多。请等待几分钟后重试。",
  "auth.signInProviderUnreachable": "暂时无法连接登录服务。请稍后重试。",
  "auth.signInFailedTitle": "登录未完成",
  "auth.signInExpired": "登录耗时过长，或是在另一个窗口中发起的。请重新开始。",
  "auth.signInDenied": "登录已取消。",
  "auth.signInFailed": "登录服务无法确认您的身份。请重试。",
  "auth.tryAgain": "重试",
  "auth.goHome": "返回首页",
  "auth.loggedOutTitle": "您已退出登录",
  "auth.loggedOutBody": "您在本网站的会话已结束。您的收藏集和已保存条目会保留到您下次访问。",
  "auth.signInAgain": "重新登录",
};
