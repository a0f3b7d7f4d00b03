"""Eruption in 日本語: the same keys and placeholders as English (game/ui/eruption/lang/en.py);
counted keys have only the ``.other`` form.

Terms follow the Japanese guide to the Board Game Arena version (大噴火; 溶岩タイル, 噴火タイル,
防壁, わら/木材/石材, 危険ゾーン, 資源ヘクス, アクションカード; the cards 余波, 地震, 溶岩流, 雨,
再配置, 補強, 陥落孔, 火山弾). Names the guide does not give: クラン戦, 殲滅戦, 溶岩予報 (the
variants), サプライ (the walls not in anyone's hands). Card names in running text stand in 「」.
Style: polite (です・ます) and compact.
"""

from __future__ import annotations

CATALOGUE: dict[str, str] = {
    # the games and their options, on the start screen
    "eruption.undo.revealed": "取り消せません：その後タイルかカードが引かれたか、"
    "ダイスが振られました",
    "game.eruption.title": "大噴火",
    "game.eruption.blurb": "タイル・防壁・カードを使って、溶岩を自分の村からそらしましょう。",
    "option.eruption.clans": "クラン戦",
    "option.eruption.clans.help": "向かい合う村どうしで2人1組のチームを組みます。"
    "4人か6人のときのみ。",
    "option.eruption.annihilation": "殲滅戦",
    "option.eruption.annihilation.help": "村が1つだけ残るまで続けます。",
    "option.eruption.forecast": "溶岩予報",
    "option.eruption.forecast.help": "表向きの3つのタイル山から選べます。",
    "option.eruption.norain": "雨なし",
    "option.eruption.norain.help": "「雨」カード4枚を除いて遊びます。",
    "stats.tiles": "配置したタイル",
    "stats.built": "建設した防壁",
    "stats.lost": "村で失った防壁",
    "stats.flows": "終了時に村へ流れ込む溶岩流",
    "stats.played": "使ったカード",
    "stats.traded": "交換したカード",
    "stats.heat": "上昇 / 冷却した温度",
    "stats.walls": "わら{straw}・木材{wood}・石材{stone}",
    "stats.chart": "各手番後の温度（帯は危険ゾーン）",
    "stats.series": "{name}：終了時 {temp}°",
    "stats.turns": "手番",
    "stats.table": "各プレイヤーの記録",
    "refuse.place.occupied": "そこには既にタイルがあります。",
    "refuse.place.closed": "そこでは防壁が耐えました。このタイルは別の場所に置いてください。",
    "refuse.place.no_flow": "このヘクスには溶岩流が届いていません。タイルは溶岩流の続きに"
    "置きます。",
    "refuse.place.no_match": "そこではどの向きでも隣のタイルと合いません（溶岩流のある辺同士、"
    "ない辺同士が接する必要があります）。",
    "refuse.erupt.occupied": "そこには既にタイルがあります。",
    "refuse.erupt.no_match": "噴火タイルは全辺に溶岩流があり、ここでは溶岩流のない辺がこの"
    "ヘクスに面しています。",
    "board.label": "島：溶岩タイル、防壁、6つの村",
    "board.selected": "{place}を選択中。もう一度Enterで確定、Escでキャンセル。",
    "place.field": "火山の{where}にある{material}の資源ヘクス",
    "place.village": "{colour}の村の隣のヘクス（{where}）",
    "place.volcano": "火山の隣のヘクス（{where}）",
    "place.material.straw": "わら",
    "place.material.wood": "木材",
    "place.material.stone": "石材",
    "place.colour.orange": "オレンジ",
    "place.colour.yellow": "黄色",
    "place.colour.green": "緑",
    "place.colour.blue": "青",
    "place.colour.purple": "紫",
    "place.colour.red": "赤",
    "place.away": "火山の{where}、{steps}ヘクス先のヘクス",
    "place.village_edge": "{colour}の村の境界（{count}辺中{n}番目）",
    "place.side": "{place}の{side}側の辺",
    "place.dir.n": "北",
    "place.dir.ne": "北東",
    "place.dir.e": "東",
    "place.dir.se": "南東",
    "place.dir.s": "南",
    "place.dir.sw": "南西",
    "place.dir.w": "西",
    "place.dir.nw": "北西",
    "place.side.n": "北",
    "place.side.ne": "北東",
    "place.side.se": "南東",
    "place.side.s": "南",
    "place.side.sw": "南西",
    "place.side.nw": "北西",
    "game.phase.erupt": "フェイズ1・噴火タイルを配置",
    "game.phase.place": "フェイズ2・溶岩タイルを配置",
    "game.phase.quake": "地震・タイルを置き換え",
    "game.phase.pick": "溶岩予報・山を選択",
    "game.phase.extra": "危険ゾーン3・追加のタイル？",
    "game.phase.cards": "フェイズ3・アクションカード",
    "game.phase.relocate": "再配置・防壁を移動",
    "game.phase.walls": "フェイズ4・防壁の建設",
    "game.phase.over": "ゲーム終了",
    "game.step.dz3": "フェイズ2・危険ゾーン3：追加のタイルを配置",
    "game.step.trade": "フェイズ3・タイル交換：溶岩タイルを配置",
    "game.step.lavaflow": "フェイズ3・溶岩流：引いたタイルを配置",
    "guide.place": "溶岩タイルを配置：ハイライトされたヘクスを選んでください。",
    "guide.quake": "地震：引いたタイルと置き換えるタイルを、ハイライトから選んでください。",
    "guide.rotate": "回転（R、ホイール、⟳）して確定（Enter、✓、またはヘクスをもう一度タップ）"
    "してください。",
    "guide.erupt": "噴火タイルを配置：ハイライトされたヘクスを選んでください。",
    "guide.erupt_armed": "確定してください（Enter、✓、またはヘクスをもう一度タップ）。",
    "guide.pick": "溶岩予報：いずれかの山の一番上のタイルを取ってください。",
    "guide.extra": "危険ゾーン3：溶岩タイルをもう1枚置けます。",
    "guide.cards": "手札のカードを使うか交換し、終わったらカードフェイズを終了してください。",
    "guide.cards_full": "カードが4枚以上あります。3枚になるまで使うか交換してください。",
    "guide.walls": "防壁を建設：素材を選び、ハイライトされた場所を選んでください。手番を終えても"
    "かまいません。",
    "guide.walls_none": "建設できる防壁はありません。手番を終えてください。",
    "guide.armed": "確定（Enter、✓、またはもう一度タップ）、Escでキャンセル。",
    "guide.move_src": "再配置：動かす自分の村の防壁を選ぶか、終了してください。",
    "guide.move_dst": "防壁を置く、自分の村の空いている辺を選んでください。",
    "guide.relocate_src": "再配置：動かす自分の村の防壁を選んでください。",
    "guide.relocate_dst": "防壁を置く、自分の村の空いている辺を選んでください。",
    "guide.aftershock": "余波：回転させるタイルをハイライトから選んでください。",
    "guide.aftershock_rot": "回転（R、ホイール、⟳）して確定してください。",
    "guide.sinkhole": "陥落孔：取り除くタイルをハイライトから選んでください。",
    "guide.bomb": "火山弾：破壊する防壁をハイライトから選んでください。",
    "guide.reinforce": "補強：素材を選び、ハイライトされた場所を選んでください。",
    "guide.over": "ゲーム終了です。",
    "btn.confirm": "✓ 確定",
    "btn.rotate_left": "⟲",
    "btn.rotate_right": "⟳ 回転",
    "btn.pass.cards": "カードフェイズ終了",
    "btn.pass.walls": "手番終了",
    "btn.pass.extra": "追加タイルなし",
    "btn.pass.relocate": "再配置終了",
    "btn.extra": "追加のタイルを引く",
    "btn.pile": "山{pile}",
    "btn.pile_count.other": "残り{count}",
    "btn.material": "{material}（{count}）",
    "btn.give_wall": "{material}の防壁を渡す",
    "btn.play": "使う",
    "btn.trade": "交換 → {material}",
    "btn.select": "☐ タイル用",
    "btn.selected": "☑ タイル用",
    "btn.give": "渡す",
    "btn.trade2": "選んだ2枚を溶岩タイル1枚と交換",
    "pass.village": "{village}・{temp}°",
    "village.orange": "オレンジの村",
    "village.yellow": "黄色の村",
    "village.green": "緑の村",
    "village.blue": "青の村",
    "village.purple": "紫の村",
    "village.red": "赤の村",
    "hand.title": "{name}の手札",
    "hand.empty": "手札はありません。",
    "hand.not_now": "カードはフェイズ3で使います。",
    "hand.after_tile": "まずタイルを配置し、それからカードを続けます。",
    "hand.select_two": "溶岩タイルと交換するカードを2枚選んでください。",
    "player.zone0": "危険ゾーン外",
    "player.zone1": "危険ゾーン1",
    "player.zone2": "危険ゾーン2",
    "player.zone3": "危険ゾーン3",
    "player.hand.other": "{count}枚",
    "player.claimed.other": "配置待ちの噴火タイル：{numbers}",
    "player.burned": "焼失",
    "player.partner": "{name}とチーム",
    "player.stock": "手持ちの防壁",
    "info.pile": "溶岩タイル：{count}",
    "info.piles": "予報の山：{a}・{b}・{c}",
    "info.deck": "山札：{count}",
    "info.eruption": "未獲得の噴火タイル：{tiles}",
    "info.eruption_tile": "{number}番（{temp}°）",
    "info.eruption_none": "噴火タイルはすべて獲得済み",
    "info.final": "最終ラウンド！",
    "info.drawn": "引いたタイル",
    "material.straw": "わら",
    "material.wood": "木材",
    "material.stone": "石材",
    "colour.orange": "オレンジ",
    "colour.yellow": "黄色",
    "colour.green": "緑",
    "colour.blue": "青",
    "colour.purple": "紫",
    "colour.red": "赤",
    "dice.title": "ダイス",
    "dice.lava": "溶岩 {lava}",
    "dice.wall": "{Material} {wall}+{bonus}",
    "dice.holds": "溶岩 {lava} 対 {material}の壁 {wall}（+{bonus}）：壁は耐えた。",
    "dice.falls": "溶岩 {lava} 対 {material}の壁 {wall}（+{bonus}）：壁は壊れた。",
    "end.temp": "温度",
    "end.tie": "同点時",
    "end.team": "チーム合計",
    "end.tie_note": "温度が同じ場合は、村と手持ちの防壁の点数（石材3、木材2、わら1）から、村に"
    "接する溶岩流1本につき1点を引いて比べます。",
    "card.aftershock": "余波",
    "card.lavaflow": "溶岩流",
    "card.relocate": "再配置",
    "card.sinkhole": "陥落孔",
    "card.quake": "地震",
    "card.rain": "雨",
    "card.reinforce": "補強",
    "card.bomb": "火山弾",
    "effect.aftershock": "ボード上の溶岩タイル1枚を回転させ、溶岩流の向きを変えます。その上の"
    "防壁は壊れます。",
    "effect.lavaflow": "溶岩タイルを1枚引いて配置します。",
    "effect.relocate": "自分の村の防壁を1つずつ、村の空いている辺へ動かします。",
    "effect.sinkhole": "ボードからタイルを1枚取り除きます。他のタイルはつながったままでなければ"
    "なりません。",
    "effect.quake": "溶岩タイルを1枚引き、ボード上のタイル1枚と置き換えます。",
    "effect.rain": "自分の村の温度を30°下げます。",
    "effect.reinforce": "手持ちの防壁をすぐに1つ建設します。",
    "effect.bomb": "ボード上の任意の防壁を1つ破壊します。",
    "blocked.no_turn": "使えません：溶岩流の向きを変えられるタイルがありません。",
    "blocked.no_tiles": "使えません：引ける溶岩タイルが残っていません。",
    "blocked.no_relocation": "使えません：村に防壁がないか、動かせる空いた辺がありません。",
    "blocked.no_removal": "使えません：他のタイルを孤立させずに取り除けるタイルがありません。",
    "blocked.no_reinforce": "使えません：手持ちの防壁がないか、建設できる場所がありません。",
    "blocked.no_wall": "使えません：ボード上に防壁がありません。",
    "rules.goal": "自分の村の温度をいちばん低く保ちましょう。村に流れ込む溶岩は村を熱します"
    "（手番開始時に、防壁のない溶岩流1本につき+20。防壁のある溶岩流はダイスで判定）。",
    "rules.turn": "手番の流れ：1. ダメージと噴火タイル・2. 溶岩タイルを配置（溶岩流の続きに）"
    "・3. カードを使うか交換（終了時は3枚以下）・4. 防壁を建設（危険ゾーンでは2つ）。",
    "rules.dice": "ダイス：防壁のダイス＋ボーナス（わら0、木材1、石材2）が溶岩のダイスより大きけ"
    "れば防壁が耐えます。同じ目なら溶岩の勝ちです。",
    "rules.zones": "危険ゾーン：50以上で防壁を1つ追加、120以上で毎手番カードを1枚引く、200以上で"
    "追加のタイルを置けます。290で村は焼け落ち、最終ラウンドの後にゲーム終了。温度がいちばん"
    "低い人の勝ちです。",
    "rules.controls": "操作：ハイライトされたヘクスや辺をタップし、もう一度タップ（またはEnter）"
    "で確定。Rかマウスホイールで回転、Escでキャンセル。",
    # ---- Eruption's log
    "log.setup": "{players}人で大噴火を始めます。",
    "log.first_roll": "{player}が先手決めのダイスで{roll}を出しました。",
    "log.turn": "― {player}の手番 ―",
    "log.turn_final": "― {player}の最後の手番 ―",
    "log.temp": "{player}の村：{delta}°（{why}）、現在{temp}°。",
    "log.gain": "{player}が{material}の防壁を獲得しました（{why}）。",
    "log.gain_substitute": "{player}が{material}の防壁を獲得しました（{why}）。{asked}の防壁は"
    "残っていませんでした。",
    "log.gain_none": "サプライに防壁が残っていないため、{player}は獲得できません。",
    "log.wall_off": "{edge}の{material}の防壁がサプライに戻りました（{why}）。",
    "log.reshuffle.other": "捨て札をシャッフルして、{count}枚の新しい山札を作りました。",
    "log.no_card": "{player}が引けるカードは残っていません。",
    "log.draw_card": "{player}がカードを1枚引きました（{why}）。",
    "log.drew": "「{card}」を引きました。",
    "log.roll_holds": "ダイス：{material}の防壁 {wall}+{bonus} 対 溶岩 {lava}。防壁が耐えました。",
    "log.roll_falls": "ダイス：{material}の防壁 {wall}+{bonus} 対 溶岩 {lava}。防壁は壊れました。",
    "log.pick": "{player}が溶岩予報の山{pile}から{tile}を取りました。",
    "log.extra": "{player}が追加のタイルを引きました（危険ゾーン3）。",
    "log.pass.cards": "{player}がカードフェイズを終えました。",
    "log.pass.walls": "{player}が防壁の建設を終えました。",
    "log.pass.extra": "{player}は追加のタイルを置きませんでした。",
    "log.pass.relocate": "{player}が防壁の再配置を終えました。",
    "log.trade": "{player}が「{card}」を{material}の防壁と交換しました。",
    "log.trade2": "{player}が「{card}」と「{card2}」を追加のタイルと交換しました。",
    "log.give_wall": "{player}が{partner}に{material}の防壁を渡しました。",
    "log.give_card": "{player}が{partner}にカードを1枚渡しました。",
    "log.gave": "{player}が{partner}に「{card}」を渡しました。",
    "log.build": "{player}が{edge}に{material}の防壁を建設しました。",
    "log.move": "{player}が防壁を{src}から{dst}へ動かしました。",
    "log.play": "{player}が「{card}」を使いました。",
    "log.rotate": "{player}が{hex}のタイルを回転させました。",
    "log.sink": "{player}が{hex}から{tile}を取り除きました。このタイルはゲームから除外されます。",
    "log.placed": "{player}が{hex}に{tile}を置きました。",
    "log.closed": "防壁が耐えたため、このタイルは{hex}に置けません。",
    "log.tile_lost": "置ける場所すべてで防壁が耐えたため、このタイルはゲームから除外されます。",
    "log.replace": "{player}が{hex}の{old}を{tile}に置き換えました。",
    "log.draw_tile": "{player}が{tile}を引きました。",
    "log.aside": "{tile}は置ける場所がないため、脇に置きます。",
    "log.aside_back.other": "脇に置いた{count}枚のタイルを山に戻してシャッフルしました。",
    "log.quake_nothing": "山に置けるタイルがないため、「地震」の効果はありません。",
    "log.aside_lost.other": "山のタイルはどれも置けないため、{count}枚がゲームから除外されます。",
    "log.no_pick": "溶岩予報のタイルはどれも置けないため、配置はありません。",
    "log.no_tiles": "溶岩タイルが残っていないため、配置はありません。",
    "log.new_pile.other": "ゲームから除外された{count}枚のタイルで新しい山を作りました。",
    "log.last_tile": "最後の溶岩タイルが引かれました。終わりが近づいています。",
    "log.stalled": "1巡のあいだ、置けるタイルも温度の変化もありませんでした。溶岩予報の山は尽きた"
    "ものとみなします。",
    "log.claim": "{player}が噴火タイル{number}を獲得しました。",
    "log.eruption_lost": "噴火タイル{number}は置ける場所がないため、捨てられます。",
    "log.burned": "{player}の村が焼け落ちました！",
    "log.final_round": "最終ラウンド：他のプレイヤーはあと1回ずつ手番を行います。",
    "log.game_over": "ゲーム終了です。",
    "log.why.flows": "溶岩流",
    "log.why.wall_lost": "防壁の崩壊",
    "log.why.eruption": "噴火",
    "log.why.resource": "資源ヘクス",
    "log.why.trade": "カードとの交換",
    "log.why.lava": "溶岩の勝ち",
    "log.why.around": "溶岩が迂回",
    "log.why.contact": "溶岩が村に到達",
    "log.why.danger": "危険ゾーン2",
    "tile.dead_end": "行き止まりのタイル",
    "tile.straight": "直線のタイル",
    "tile.sharp_bend": "急カーブのタイル",
    "tile.wide_bend": "緩カーブのタイル",
    "tile.y": "Y字のタイル",
    "tile.fan": "扇形のタイル",
    "tile.fork": "分岐のタイル",
    "tile.four_way": "4方向のタイル",
    "tile.five_way": "5方向のタイル",
    "tile.eruption": "噴火タイル{number}",
    "guide.rotate_touch": "⟳ で回転し、✓ またはヘクスをもう一度タップして確定します。",
    # レッスン（「遊び方を学ぶ」、game/ui/eruption/lesson.py）：{you}はオレンジ、{p1}は青
    "lesson.eruption.title": "Eruptionを学ぶ",
    "lesson.eruption.s1.say": "あなたは上のオレンジの村、{p1}は下の青の村です。"
    "溶岩が触れた村は熱くなり、温度がいちばん低い村が勝ちます。"
    "引いたタイルを左のハイライトされたヘクスに置いてください。"
    "タイルは溶岩流の続きになり、接する辺では溶岩流同士がつながる必要があります。"
    "タイルは置く前に⟳（またはR）で回転できます。"
    "このタイルはすでに正しい向きなので、✓で確定してください。",
    "lesson.eruption.s1.done": "その溶岩流のうち2本が左の灰色の村（誰の村でもありません）"
    "の辺に届きました。村の辺に触れる溶岩流1本につき、アクションカードを1枚引きます。",
    "lesson.eruption.s1.wrong": "タイルを左のハイライトされたヘクスに置いてください。",
    "lesson.eruption.s2.say": "フェイズ3：アクションカード。{p1}の村のそばのハイライトされたタイル"
    "に「余波」を使ってください。タイルはそのヘクスで回転し、溶岩流が村の別の辺に移ります。",
    "lesson.eruption.s2.done": "新しい村の辺に溶岩流が届いたので、カードを1枚引きました："
    "「地震」。",
    "lesson.eruption.s2.wrong": "「余波」を使い、{p1}の村のそばのハイライトされたタイルを回転させ"
    "てください。",
    "lesson.eruption.s3.say": "次は「地震」を使いましょう。溶岩タイルを1枚引き、"
    "ボード上のタイル1枚と置き換えます。引いた5方向のタイルを、"
    "{p1}の村のそばの同じタイルと置き換えてください。",
    "lesson.eruption.s3.done": "{p1}の村に触れる溶岩流が1本増え、その新しい辺でカードをもう1枚引き"
    "ました。",
    "lesson.eruption.s3.wrong": "「地震」を使い、引いたタイルをハイライトされたタイルに置いてくだ"
    "さい。",
    "lesson.eruption.s4.say": "カードフェイズを終えてください。フェイズ4：防壁。"
    "防壁のない溶岩流が流れ込む、あなたの村のハイライトされた辺に石材の防壁を建設してください。",
    "lesson.eruption.s4.done": "防壁のある溶岩流は+20になりません。代わりに手番の開始時、"
    "防壁が溶岩とダイスで勝負します。石材はダイスに+2、木材は+1、わらは+0です。",
    "lesson.eruption.s4.wrong": "カードフェイズを終え、ハイライトされた辺に石材の防壁を建設してく"
    "ださい。",
    "lesson.eruption.s5.say": "110°のあなたの村は危険ゾーン1（50°以上）なので、"
    "防壁をもう1つ建設できます。溶岩が来る前に、村のハイライトされた辺にわらの防壁を建設してくださ"
    "い。",
    "lesson.eruption.s5.done": "{p1}の手番：防壁のない溶岩流4本で村は+80、250°になりました。"
    "200°を超えたので噴火タイル3を獲得して配置しました。新しい溶岩の源となり、"
    "他のすべての村は+30、あなたの村もです。",
    "lesson.eruption.s5.wrong": "村のハイライトされた辺にわらの防壁を建設してください。",
    "lesson.eruption.s6.say": "あなたの手番はダメージから始まりました。"
    "防壁はそれぞれ溶岩とダイスで勝負し、石材は耐え（6+2が5に勝つ）、"
    "木材とわらは壊れました（同じ目は溶岩の勝ち）。各+10で160°、"
    "危険ゾーン2となり毎手番カードを1枚引きます。新しいタイルをハイライトされたヘクスに置き、"
    "{p1}の村へ溶岩流をもう1本向けましょう。",
    "lesson.eruption.s6.done": "その溶岩流が{p1}の村に届き、「雨」を引きました。",
    "lesson.eruption.s6.wrong": "{p1}の村のそばのハイライトされたヘクスにタイルを置いてください。",
    "lesson.eruption.s7.say": "手札は4枚ですが、カードフェイズは4枚以上持ったままでは終えられませ"
    "ん。「雨」を使いましょう。村の温度が30°下がります。",
    "lesson.eruption.s7.done": "村は130°になり、手札は3枚です。",
    "lesson.eruption.s7.wrong": "「雨」のカードを使ってください。",
    "lesson.eruption.s8.say": "手持ちの防壁がありません。カードは、そこに描かれた素材の防壁と交換"
    "することもできます。「再配置」をわらの防壁と交換してください。",
    "lesson.eruption.s8.done": "サプライからわらの防壁を1つ、手持ちに加えました。",
    "lesson.eruption.s8.wrong": "「再配置」のカードをわらの防壁と交換してください。",
    "lesson.eruption.s9.say": "カードフェイズを終え、木材の防壁が壊れたハイライトされた辺に、"
    "わらの防壁を建設してください。",
    "lesson.eruption.s9.done": "防壁のない溶岩流3本で{p1}の村は最高の290°に達し、"
    "手番の終わりに焼け落ちました。溶岩タイルの山はゲームから除外され、"
    "他のプレイヤーはあと1回ずつ手番を行います。",
    "lesson.eruption.s9.wrong": "カードフェイズを終え、ハイライトされた辺にわらの防壁を建設してく"
    "ださい。",
    "lesson.eruption.s10.say": "最後の手番です。防壁のない溶岩流で+20、"
    "新しいわらの防壁はダイスに負けて+10、160°です。山がないので置くタイルはありません。"
    "カードフェイズを終えてゲームを終わらせましょう。",
    "lesson.eruption.s10.done": "ゲーム終了：温度がいちばん低い人の勝ちです。あなたは160°、"
    "{p1}は290°で焼け落ちました。あなたの勝ちです！（同じ温度なら、"
    "防壁の点数から村に触れる溶岩流の数を引いて比べます。）",
    "lesson.eruption.s10.wrong": "カードフェイズを終えてください。",
    "lesson.eruption.more.title": "Eruption：詳しいルール",
    "lesson.eruption.m1.say": "おかえりなさい！{p1}とのゲームがだいぶ進んだところです。あなたの手"
    "番はダメージから始まりました。防壁のない溶岩流で+20、わらと石材の防壁は同じ目で負けて各+10、2"
    "00°です。最初に200°に達したので噴火タイル3はあなたのもので、自分のタイルより先に今すぐ配置し"
    "ます。左のハイライトされた石材の資源ヘクスに置いてください。噴火タイルはつながっていなくても"
    "置け、新しい溶岩の源になり、{p1}の村は+30です。また資源ヘクスにタイルを置くと、その素材の防壁"
    "を獲得します。",
    "lesson.eruption.m1.done": "{p1}は180°になり、サプライから石材の防壁を1つ手持ちに加えました。",
    "lesson.eruption.m1.wrong": "噴火タイル3を左のハイライトされた石材の資源ヘクスに置いてください"
    "。",
    "lesson.eruption.m2.say": "次に、引いたタイルをハイライトされたヘクスに置きます。左下の灰色の"
    "村に触れるので、カードを1枚引きます。200°のあなたの村は危険ゾーン3なので、この手番はタイルを"
    "もう1枚置けます。そのあと「追加のタイルを引く」を押してください。",
    "lesson.eruption.m2.done": "村の辺で「地震」を引き、2枚目のタイルを引きました。",
    "lesson.eruption.m2.wrong": "タイルをハイライトされたヘクスに置き、「追加のタイルを引く」を押"
    "してください。",
    "lesson.eruption.m3.say": "このタイルは左のハイライトされたヘクスに置きます。このままでは溶岩"
    "流が1本だけそばの灰色の村に触れます。⟳（またはR）で回転させ、溶岩流が2本その村の辺に触れる向"
    "きにして、✓で確定してください。カードが1枚ではなく2枚になります。",
    "lesson.eruption.m3.done": "村の辺2つで、カード2枚：「火山弾」と「溶岩流」です。",
    "lesson.eruption.m3.wrong": "溶岩流が2本灰色の村に触れるまでタイルを回転させ、ハイライトされた"
    "ヘクスで確定してください。",
    "lesson.eruption.m4.say": "フェイズ3、カードです。「陥落孔」は、他のすべてのタイルが源とつなが"
    "ったままなら、ボードからタイルを1枚取り除きます。右上のハイライトされたタイルに使ってください"
    "。{p1}があなたの村に向けて置いたタイルで、防壁のない溶岩流でこの手番+20になりました。",
    "lesson.eruption.m4.done": "タイルはゲームから除外されました。村のその辺にはもう溶岩流が来ませ"
    "ん。",
    "lesson.eruption.m4.wrong": "右上のハイライトされたタイルに「陥落孔」を使ってください。",
    "lesson.eruption.m5.say": "「補強」は、フェイズ4の防壁とは別に、手持ちの防壁をすぐ1つ建設しま"
    "す。石材の防壁が壊れた、村のハイライトされた辺に新しい石材の防壁を建設してください。",
    "lesson.eruption.m5.done": "石材の防壁が戻りました。次の手番ではダイスに+2です。",
    "lesson.eruption.m5.wrong": "「補強」を使い、村のハイライトされた辺に石材の防壁を建設してくだ"
    "さい。",
    "lesson.eruption.m6.say": "「火山弾」はボード上の防壁を1つ取り除きます。{p1}の村のハイライトさ"
    "れた辺にある木材の防壁を壊しましょう。その溶岩流は、{p1}の手番にダイスではなく+20になります。",
    "lesson.eruption.m6.done": "防壁はサプライに戻りました。",
    "lesson.eruption.m6.wrong": "{p1}の村のハイライトされた防壁に「火山弾」を使ってください。",
    "lesson.eruption.m7.say": "「溶岩流」はタイルをもう1枚引いて置きます。使ったら、左下のハイライ"
    "トされた木材の資源ヘクスにタイルを置いてください。手持ちの防壁がまた1つ増えます。",
    "lesson.eruption.m7.done": "木材の防壁を手持ちに加えました。",
    "lesson.eruption.m7.wrong": "「溶岩流」を使い、ハイライトされた木材の資源ヘクスにタイルを置い"
    "てください。",
    "lesson.eruption.m8.say": "「地震」が2枚あります。どのカードでも2枚一緒にタイル1枚と交換できま"
    "す。両方の「☐ タイル用」を押し、「選んだ2枚を溶岩タイル1枚と交換」を押してください。タイルは"
    "右上のハイライトされた石材の資源ヘクスに置きます。",
    "lesson.eruption.m8.done": "石材の防壁がもう1つ手持ちに加わりました。",
    "lesson.eruption.m8.wrong": "「☐ タイル用」で「地震」を2枚選んで交換し、ハイライトされた石材の"
    "資源ヘクスにタイルを置いてください。",
    "lesson.eruption.m9.say": "カードフェイズを終えてください。フェイズ4：防壁。防壁は溶岩流の開い"
    "た端にも建設できます。上のハイライトされた溶岩流に木材の防壁を建設しましょう。陥落孔で空いた"
    "穴に向かう溶岩流なので、そこにタイルを置くには、溶岩がダイスでこの防壁に勝たなければなりませ"
    "ん。",
    "lesson.eruption.m9.done": "防壁が村のそばの穴を守っています。",
    "lesson.eruption.m9.wrong": "カードフェイズを終え、ハイライトされた溶岩流に木材の防壁を建設し"
    "てください。",
    "lesson.eruption.m10.say": "危険ゾーンでは防壁をもう1つ建設できます。防壁のない溶岩流が流れ込"
    "む、村のハイライトされた辺にもう1つの木材の防壁を建設してください。",
    "lesson.eruption.m10.done": "{p1}の手番：あなたが壊した防壁の分も含め、防壁のない溶岩流3本で+6"
    "0、防壁も1つ壊れて250°になりました。{p1}はあなたの村のそばの穴にタイルを置こうとしましたが、"
    "溶岩流の上の木材の防壁が耐えた（4 + 1が2に勝つ）ので、別の場所に置きました。あなたの手番が始"
    "まり、村の防壁は3つとも耐えました。",
    "lesson.eruption.m10.wrong": "村のハイライトされた辺に木材の防壁を建設してください。",
    "lesson.eruption.m11.say": "終わり方を決めるルールがあと2つあります。山の最後のタイルが引かれ"
    "たら（どんな方法でも）、その人は手番を最後まで行い、そのあと全員が最後の手番を1回ずつ行います"
    "。また、いちばん低い温度の村が同じなら、村と手持ちの防壁（石材3、木材2、わら1）から、村に触れ"
    "る溶岩流1本につき1を引き、多いほうが勝ちです。引いたタイルをハイライトされたヘクスに置いてく"
    "ださい。",
    "lesson.eruption.m11.done": "これでEruptionの勝敗を分けるルールがわかりました。このまま{p1}と"
    "続けるか、本番のゲームを始めましょう。",
    "lesson.eruption.m11.wrong": "タイルをハイライトされたヘクスに置いてください。",
}
